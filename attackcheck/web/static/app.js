// The judge's table. The page keeps a board in board format v1 (exactly what the command
// line reads) and a declaration, and shows what the API answers about them: it decides
// nothing itself. Board edits go to POST /board/view (the board as the solver reads it) and
// POST /check; the declaration goes to POST /check; propose and count are on request.

import { h, render, newId } from "./dom.js";
import * as api from "./api.js";
import { cardCombobox } from "./combobox.js";
import { effectKinds, newEffect, effectDef, objectForm } from "./schemaform.js";
import { encodeSituation, decodeSituation } from "./share.js";

const OBJECTIVES = [
  { id: "forced", label: "Forced", help: "only what requirements force, with the fewest attackers" },
  { id: "max-attackers", label: "Most attackers", help: "as many attackers as possible" },
  { id: "max-power", label: "Most power", help: "the greatest total power attacking" },
  { id: "max-power-against", label: "Most power against…", help: "the greatest power attacking one player", player: true },
  { id: "min-cost", label: "Least cost", help: "the least mana and life spent" },
];

const ATTACK_MODES = [
  ["multiple", "any opponents (506.2)"],
  ["left", "only the player to the left (803.1)"],
  ["right", "only the player to the right (803.1)"],
];

const $ = (sel) => document.querySelector(sel);

const state = {
  board: newBoard(),
  attacks: {}, // creature id -> defender id
  locks: {}, // creature id -> true: kept where it is when proposing (fix, or keep_home)
  timeLimit: "", // seconds a request may take ("" = the server's limit)
};
let view = null; // POST /board/view: the board as the solver reads it (last good answer)
let viewProblem = null; // the error object when the board does not load
let importedNote = false; // the next board view tells the import's status whether the board reads
let schema = null;
const cardInfo = new Map(); // card name -> GET /cards/{name} answer data, or {error}
let verdict = { kind: "pending" };
let proposal = null;
let countAnswer = null;
let boardVersion = 0; // one more at each change of the board: an answer asked before is for the board as it was
let examples = [];
let exampleChecks = null; // {title, checks} of the example last loaded
let pendingResolve = null; // a resolved-effect template being filled in
let boardNotice = "";
let lastAnnounced = "";
const openDetails = new Set(); // data-k of <details> the user opened (kept open across redraws)
let against = "";

function newBoard() {
  return { version: 1, players: [{ id: "A" }, { id: "B" }], turn: { active: "A" }, permanents: [] };
}

// ---------------------------------------------------------------------------- helpers

// How many answers are awaited (requests, and edits waiting for their debounce): the page
// shows it as body[data-busy] (0 when everything shown is the API's answer to the current state).
let busyCount = 0;
function setBusy(delta) {
  busyCount += delta;
  document.body.dataset.busy = String(busyCount);
}

function tracked(fn, ms) {
  let timer = null;
  return (...args) => {
    if (timer === null) setBusy(1);
    else clearTimeout(timer);
    timer = setTimeout(async () => {
      timer = null;
      try { await fn(...args); } finally { setBusy(-1); }
    }, ms);
  };
}

function busy(fn) {
  return async (...args) => {
    setBusy(1);
    try { return await fn(...args); } finally { setBusy(-1); }
  };
}

const players = () => state.board.players || [];
const permanents = () => state.board.permanents || [];
const playerIds = () => players().map((p) => p.id);
const permIds = () => permanents().map((p) => p.id);
let viewIndex = null; // the view's permanents by id, for the view it was made of
let viewIndexed = null;
const viewPerm = (id) => {
  if (!view) return null;
  if (viewIndexed !== view) {
    viewIndex = new Map(view.permanents.map((p) => [p.id, p]));
    viewIndexed = view;
  }
  return viewIndex.get(id) || null;
};

function slug(text) {
  const s = String(text).normalize("NFKD").replace(/[\u0300-\u036f]/g, "").toLowerCase()
    .replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "");
  return s || "permanent";
}

function uniqueId(base) {
  const taken = new Set([...permIds(), ...playerIds()]);
  if (!taken.has(base)) return base;
  for (let i = 2; ; i++) if (!taken.has(`${base}-${i}`)) return `${base}-${i}`;
}

function nextPlayerId() {
  const taken = new Set(playerIds());
  for (const c of "ABCDEFGHIJKLMNOPQRSTUVWXYZ") if (!taken.has(c)) return c;
  return uniqueId("P");
}

function describeDefender(d) {
  if (d.kind === "player") return `${d.id} (player)`;
  if (d.kind === "planeswalker") return `${d.label} — planeswalker` + (d.player ? ` of ${d.player}` : "");
  return `${d.label} — battle` + (d.player ? ` protected by ${d.player}` : "");
}

function fillAttachOptions(select, perm) {
  if (select.dataset.filled) return;
  select.dataset.filled = "1";
  for (const p of permanents()) {
    if (p.id === perm.id || p.id === perm.attached_to) continue;
    select.appendChild(h("option", { value: p.id }, labelOf(p.id)));
  }
}

function labelOf(id) {
  const p = viewPerm(id);
  if (p) return p.label;
  const perm = permanents().find((x) => x.id === id);
  if (perm) return perm.card || perm.name ? `${perm.card || perm.name} (${id})` : id;
  return id;
}

function statsOf(p) {
  if (!p) return "";
  const out = [];
  if (p.power !== null && p.power !== undefined) out.push(`${p.power}/${p.toughness}`);
  if (p.loyalty !== null && p.loyalty !== undefined) out.push(`loyalty ${p.loyalty}`);
  if (p.defense !== null && p.defense !== undefined) out.push(`defense ${p.defense}`);
  return out.join(", ");
}

function cleanBoard() {
  const b = state.board;
  if (b.designations && b.designations.length === 0) delete b.designations;
  if (b.effects && b.effects.length === 0) delete b.effects;
  const ids = new Set(permIds());
  if (b.answers) { // an answer of a permanent or a player no longer on the board goes with it
    const players = new Set(playerIds());
    players.delete(b.turn.active); // the attacking player is never a defending player (506.2)
    for (const a of b.answers) {
      if (a && a.holds && typeof a.holds === "object") {
        a.holds = Object.fromEntries(Object.entries(a.holds).filter(([pl]) => players.has(pl)));
      }
    }
    b.answers = b.answers.filter((a) => a && (a.permanent === undefined || a.permanent === null || ids.has(a.permanent))
      && !(a.holds && typeof a.holds === "object" && Object.keys(a.holds).length === 0));
    if (b.answers.length === 0) delete b.answers;
  }
  for (const c of Object.keys(state.attacks)) if (!ids.has(c)) delete state.attacks[c];
  for (const c of Object.keys(state.locks)) if (!ids.has(c)) delete state.locks[c];
}

// Every place a board names an id: renaming keeps the board meaning the same thing.
function renameRefs(oldId, newId, isPlayer) {
  const b = state.board;
  const swap = (v) => (v === oldId ? newId : v);
  const swapList = (v) => (Array.isArray(v) ? v.map(swap) : v);
  const fixEffect = (e) => {
    if (!e || typeof e !== "object") return;
    for (const k of ["source", "target", "player", "controller"]) if (k in e) e[k] = swap(e[k]);
    for (const k of ["creatures", "sources"]) {
      if (Array.isArray(e[k])) e[k] = swapList(e[k]);
      else if (e[k] && typeof e[k] === "object" && "controller" in e[k]) e[k].controller = swap(e[k].controller);
    }
  };
  for (const p of permanents()) {
    if (isPlayer) {
      for (const k of ["controller", "owner", "protector"]) if (k in p) p[k] = swap(p[k]);
    } else {
      if ("attached_to" in p) p.attached_to = swap(p.attached_to);
      if ("copy_of" in p) p.copy_of = swap(p.copy_of);
    }
    (p.abilities || []).forEach(fixEffect);
  }
  (b.effects || []).forEach(fixEffect);
  for (const d of b.designations || []) {
    if (isPlayer) d.by = swap(d.by);
    else d.goad = swap(d.goad);
  }
  for (const a of b.answers || []) {
    if (!isPlayer && "permanent" in a) a.permanent = swap(a.permanent);
    if (isPlayer && a.holds && typeof a.holds === "object") {
      const holds = {};
      for (const [pl, v] of Object.entries(a.holds)) holds[swap(pl)] = v;
      a.holds = holds;
    }
  }
  if (isPlayer) {
    b.turn.active = swap(b.turn.active);
    if (b.turn.attack_mode) b.turn.attack_mode = swap(b.turn.attack_mode);
  }
  const attacks = {};
  for (const [c, d] of Object.entries(state.attacks)) attacks[swap(c)] = swap(d);
  state.attacks = attacks;
  const locks = {};
  for (const c of Object.keys(state.locks)) locks[swap(c)] = true;
  state.locks = locks;
}

// ---------------------------------------------------------------------------- flows

const later = (fn) => setTimeout(fn, 0); // after the browser has moved the focus

function boardChanged() {
  boardVersion += 1;
  cleanBoard();
  proposal = proposal ? { ...proposal, stale: true } : null;
  countAnswer = countAnswer ? { ...countAnswer, stale: true } : null;
  later(() => { renderBoard(); renderPropose(); renderCount(); });
  refreshView();
  refreshCheck();
  saveUrl();
}

function declarationChanged() {
  later(renderDeclare);
  refreshCheck();
  saveUrl();
}

function requestBase() {
  const body = { board: state.board };
  const limit = parseFloat(state.timeLimit);
  if (state.timeLimit !== "" && Number.isFinite(limit) && limit > 0) body.time_limit = limit;
  return body;
}

const refreshView = tracked(async () => {
  const answer = await api.latest("view", "POST", "/board/view", { board: state.board });
  if (!answer) return;
  if (answer.ok) {
    view = answer.data;
    viewProblem = null;
    if (!against || !view.players.some((p) => p.id === against)) against = view.defending_players[0] || "";
  } else {
    viewProblem = answer.data;
  }
  if (importedNote) { // what the import left: said where the judge clicked, not only in the verdict
    importedNote = false;
    if (!answer.ok) $("#io-status").textContent = "Imported, but the board can't be read (fix the text and import it again, or the board above): " + problemText(answer.data, "board.");
  }
  renderBoard();
  renderDeclare();
  renderPropose();
}, 120);

const refreshCheck = tracked(async () => {
  verdict = { ...verdict, pending: true };
  renderVerdict();
  const body = { ...requestBase(), declaration: { attacks: { ...state.attacks } } };
  const answer = await api.latest("check", "POST", "/check", body);
  if (!answer) return;
  verdict = answer.ok ? { kind: "check", data: answer.data, attacks: body.declaration.attacks } : { kind: "error", data: answer.data };
  renderVerdict();
  renderDeclare();
}, 200);

let exportName = "board.yaml"; // the file the last export offered: the command to check it

function showCommand() {
  const command = $("#io-command");
  // a POSIX shell's single quotes: a quote inside one is written '\''
  const quoted = JSON.stringify({ attacks: state.attacks }).replaceAll("'", "'\\''");
  if (command) command.textContent = `attackcheck check ${exportName} '${quoted}'`;
}

const saveUrl = tracked(async () => {
  showCommand();
  const fragment = await encodeSituation(situation());
  history.replaceState(null, "", "#" + fragment);
  const link = $("#share-link");
  if (link) link.value = location.href;
}, 250);

function situation() {
  const out = { board: state.board, attacks: state.attacks };
  if (Object.keys(state.locks).length) out.locks = Object.keys(state.locks);
  return out;
}

function loadSituation(s) {
  if (!s || typeof s !== "object" || !s.board || typeof s.board !== "object") throw new Error("no board in it");
  for (const key of ["players", "permanents", "effects", "designations"]) { // the page draws them as lists
    const v = s.board[key];
    if (v !== undefined && (!Array.isArray(v) || v.some((x) => !x || typeof x !== "object" || Array.isArray(x))))
      throw new Error(`its ${key} is not a list of mappings`);
  }
  state.board = s.board;
  state.attacks = s.attacks && typeof s.attacks === "object" ? { ...s.attacks } : {};
  state.locks = {};
  for (const c of s.locks || []) state.locks[c] = true;
  view = null;
  proposal = null;
  countAnswer = null;
  pendingResolve = null;
  boardVersion += 1;
}

const fetchCard = busy(async (name) => {
  if (cardInfo.has(name)) return cardInfo.get(name);
  const answer = await api.get(`/cards/${encodeURIComponent(name)}`);
  const info = answer.ok ? answer.data : { error: answer.data };
  cardInfo.set(name, info);
  return info;
});

function ensureCards() {
  const missing = [...new Set(permanents().map((p) => p.card).filter((c) => typeof c === "string" && !cardInfo.has(c)))];
  if (!missing.length) return;
  Promise.all(missing.map(fetchCard)).then(() => renderBoard());
}

// ---------------------------------------------------------------------------- board editor

function renderBoard() {
  ensureCards();
  const container = $("#board-editor");
  const parts = [];
  if (boardNotice) parts.push(h("p", { class: "notice", role: "status" }, boardNotice));
  parts.push(turnFields());
  players().forEach((pl, index) => parts.push(playerPanel(pl, index)));
  const orphans = permanents().filter((p) => !playerIds().includes(p.controller));
  if (orphans.length) {
    parts.push(h("section", { class: "panel player-panel", "aria-label": "Permanents whose controller is not a player" },
      h("h3", {}, "Controlled by no player on this board"), orphans.map(permanentCard)));
  }
  parts.push(h("button", { type: "button", dataset: { k: "add-player" }, onclick: addPlayer }, "Add a player"));
  render(container, parts);
  renderDesignations();
  renderEffects();
  updateDatalists();
}

function turnFields() {
  const t = state.board.turn || (state.board.turn = { active: playerIds()[0] });
  const modeId = newId("mode");
  const roiId = newId("roi");
  const modes = [...ATTACK_MODES, ...playerIds().map((p) => [p, `only player ${p}`])];
  return h("fieldset", { class: "panel turn" }, h("legend", {}, "Turn"),
    h("div", { class: "row" },
      h("span", { class: "editor" }, h("label", { for: modeId }, "Attack mode: who may be attacked"),
        h("select", {
          id: modeId, dataset: { k: "turn:mode" },
          onchange: (ev) => { if (ev.target.value === "multiple") delete t.attack_mode; else t.attack_mode = ev.target.value; boardChanged(); },
        }, modes.map(([v, text]) => h("option", { value: v, selected: (t.attack_mode || "multiple") === v }, `${v} — ${text}`)))),
      h("span", { class: "editor" }, h("label", { for: roiId }, "Range of influence (801), empty for none"),
        h("input", {
          id: roiId, type: "number", min: "0", step: "1", value: t.range_of_influence ?? "", dataset: { k: "turn:roi" },
          onchange: (ev) => { if (ev.target.value === "") delete t.range_of_influence; else t.range_of_influence = Number(ev.target.value); boardChanged(); },
        }))));
}

function playerPanel(pl, index) {
  const t = state.board.turn;
  const pid = pl.id;
  const ids = { id: newId("pid"), life: newId("life"), hand: newId("hand"), identity: newId("identity"), active: newId("active") };
  const mine = permanents().filter((p) => p.controller === pid);
  const isActive = t.active === pid;
  const count = players().length;
  return h("section", { class: `panel player-panel${isActive ? " active" : ""}`, "aria-labelledby": `${ids.id}-h` },
    h("h3", { id: `${ids.id}-h` }, `Player ${pid}`, isActive ? h("span", { class: "badge badge-active" }, "active player") : null,
      h("span", { class: "seat" }, ` seat ${index + 1} of ${count}`)),
    h("div", { class: "row" },
      h("span", { class: "editor narrow" }, h("label", { for: ids.id }, "Id"),
        h("input", { id: ids.id, type: "text", value: pid, required: true, dataset: { k: `player:${pid}:id` }, onchange: (ev) => renamePlayer(pl, ev.target) })),
      h("span", { class: "editor narrow" }, h("label", { for: ids.life }, "Life"),
        h("input", {
          id: ids.life, type: "number", step: "1", value: pl.life ?? "", placeholder: "20", dataset: { k: `player:${pid}:life` },
          onchange: (ev) => { if (ev.target.value === "") delete pl.life; else pl.life = Number(ev.target.value); boardChanged(); },
        })),
      h("span", { class: "editor narrow" }, h("label", { for: ids.hand }, "Cards in hand"),
        h("input", {
          id: ids.hand, type: "number", min: "0", step: "1", value: pl.hand ?? "", placeholder: "unknown", dataset: { k: `player:${pid}:hand` },
          onchange: (ev) => { if (ev.target.value === "") delete pl.hand; else pl.hand = Number(ev.target.value); boardChanged(); },
        })),
      h("span", { class: "editor narrow" }, h("label", { for: ids.identity }, "Commander's colors (903.4)"),
        h("input", {
          id: ids.identity, type: "text", value: identityText(pl.commander_color_identity), placeholder: "WU, or none",
          dataset: { k: `player:${pid}:identity` }, title: "The colors of the commander's color identity (both partners'): W U B R G; none for a colorless commander; empty when not given",
          onchange: (ev) => setIdentity(pl, ev.target),
        })),
      h("span", { class: "editor check" },
        h("input", {
          id: ids.active, type: "radio", name: "active-player", checked: isActive, dataset: { k: `player:${pid}:active` },
          onchange: () => { t.active = pid; boardChanged(); },
        }), h("label", { for: ids.active }, "Active player (whose turn it is)")),
      h("span", { class: "buttons" },
        h("button", { type: "button", disabled: index === 0, "aria-label": `Move player ${pid} earlier in seating order`, dataset: { k: `player:${pid}:up` }, onclick: () => movePlayer(index, -1) }, "↑"),
        h("button", { type: "button", disabled: index === count - 1, "aria-label": `Move player ${pid} later in seating order`, dataset: { k: `player:${pid}:down` }, onclick: () => movePlayer(index, 1) }, "↓"),
        h("button", { type: "button", disabled: count === 1, "aria-label": `Remove player ${pid} and their permanents`, dataset: { k: `player:${pid}:remove` }, onclick: () => removePlayer(index) }, "Remove"))),
    h("div", { class: "perm-list" }, mine.map(permanentCard)),
    cardCombobox({ label: `Add a card for ${pid}`, key: `add-card:${pid}`, onPick: (name) => addCard(name, pid) }));
}

function identityText(colors) {
  if (!Array.isArray(colors)) return "";
  return colors.length ? colors.join("") : "none";
}

function setIdentity(pl, input) {
  const text = input.value.trim().toUpperCase().replace(/[\s,]+/g, "");
  if (!text) delete pl.commander_color_identity;
  else if (text === "NONE" || text === "C" || text === "COLORLESS") pl.commander_color_identity = [];
  else if (/^[WUBRG]+$/.test(text)) pl.commander_color_identity = [...new Set(text)].sort((a, b) => "WUBRG".indexOf(a) - "WUBRG".indexOf(b));
  else {
    boardNotice = `“${input.value}”: write the commander's colors as letters W U B R G, or none.`;
    input.value = identityText(pl.commander_color_identity);
    later(renderBoard);
    return;
  }
  boardNotice = "";
  boardChanged();
}

function renamePlayer(pl, input) {
  const value = input.value.trim();
  if (!value || value === pl.id) { input.value = pl.id; return; }
  if (playerIds().includes(value) || permIds().includes(value)) {
    input.value = pl.id;
    boardNotice = `“${value}” is already taken; ids name one player or permanent each.`;
    later(renderBoard);
    return;
  }
  const old = pl.id;
  pl.id = value;
  renameRefs(old, value, true);
  boardNotice = "";
  boardChanged();
  later(() => focusKey(`player:${value}:id`));
}

function focusKey(key) {
  const el = document.querySelector(`[data-k="${CSS.escape(key)}"]`);
  if (el) el.focus();
}

function addPlayer() {
  const last = players()[players().length - 1];
  const pl = { id: nextPlayerId() };
  if (last && last.life !== undefined) pl.life = last.life;
  state.board.players.push(pl);
  boardChanged();
  later(() => focusKey(`player:${pl.id}:id`));
}

function movePlayer(index, delta) {
  const list = state.board.players;
  const [pl] = list.splice(index, 1);
  list.splice(index + delta, 0, pl);
  boardChanged();
  later(() => focusKey(`player:${pl.id}:${delta < 0 ? "up" : "down"}`));
}

function removePlayer(index) {
  const [pl] = state.board.players.splice(index, 1);
  const gone = permanents().filter((p) => p.controller === pl.id).length;
  state.board.permanents = permanents().filter((p) => p.controller !== pl.id);
  if (state.board.turn.active === pl.id) state.board.turn.active = playerIds()[0];
  if (state.board.turn.attack_mode === pl.id) delete state.board.turn.attack_mode;
  // their goads last until their turn would have begun (800.4m): the designations stay; the
  // effects they controlled have no controller the board can name, and go with them
  const effects = state.board.effects || [];
  const theirs = effects.filter((e) => e && e.controller === pl.id).length;
  if (theirs) state.board.effects = effects.filter((e) => !(e && e.controller === pl.id));
  const dropped = dropUnasked(effects.filter((e) => e && e.controller === pl.id));
  const goads = (state.board.designations || []).filter((d) => d.by === pl.id).length;
  boardNotice = `Removed player ${pl.id}` + (gone ? ` and ${gone} permanent(s)` : "")
    + (theirs ? `, and ${theirs} effect(s) they controlled` : "")
    + (dropped ? ` with ${dropped} answer(s) to their questions` : "")
    + (goads ? `; their ${goads} goad(s) stay until their turn would have begun (800.4m)` : "") + ".";
  boardChanged();
  later(() => focusKey("add-player"));
}

// The questions an effect asks (its `asked` and `defending_player_asked`), not those of the
// abilities it grants: those are asked by the permanents that have them (613.1f).
function questionsOf(value, out = new Set()) {
  if (Array.isArray(value)) {
    for (const v of value) questionsOf(v, out);
  } else if (value && typeof value === "object") {
    for (const [k, v] of Object.entries(value)) {
      if ((k === "asked" || k === "defending_player_asked") && v && typeof v.question === "string") out.add(v.question);
      else if (!(k === "abilities" && value.kind === "grant_abilities")) questionsOf(v, out);
    }
  }
  return out;
}

// Answers to the questions of removed effects without a source that no effect without a
// source left on the board asks (the server refuses an answer to a question nothing asks):
// taken out; how many.
function dropUnasked(removed) {
  const b = state.board;
  const sourceless = (e) => e && (e.source === undefined || e.source === null);
  const asked = questionsOf(removed.filter(sourceless));
  const still = questionsOf((b.effects || []).filter(sourceless));
  // a per-player question as `unread` words it, "... (for B, C)", or without that
  const unasked = (q) => {
    const bare = q.replace(/ \(for [^()]*\)$/, "");
    return (asked.has(q) || asked.has(bare)) && !still.has(q) && !still.has(bare);
  };
  const before = (b.answers || []).length;
  if (!before || !asked.size) return 0;
  b.answers = b.answers.filter((a) => !(a && (a.permanent === undefined || a.permanent === null)
    && typeof a.question === "string" && unasked(a.question)));
  return before - b.answers.length;
}

// Artifact tokens (111.10) by name; Treasure's "{T}, Sacrifice this artifact: Add one mana of
// any color" pays as {T} would.
const ARTIFACT_TOKENS = { treasure: ["any"], food: null, clue: null, blood: null, map: null, incubator: null,
                          junk: null, shard: null };

// A token has no card (`card: Goblin` finds no card, or a card that is no permanent): it is
// written out, a 1/1 creature whose power, toughness and more "Edit as JSON" changes, or an
// artifact token (Treasure, Food, Clue, ...). "Goblin Token" is a token named Goblin.
function tokenAction(typed, controller) {
  let name = typed.trim().replace(/\s+token$/i, "").trim() || typed.trim();
  const artifact = Object.prototype.hasOwnProperty.call(ARTIFACT_TOKENS, name.toLowerCase());
  let perm, label;
  if (artifact) {
    const mana = ARTIFACT_TOKENS[name.toLowerCase()];
    name = name.charAt(0).toUpperCase() + name.slice(1).toLowerCase();
    perm = { id: uniqueId(slug(name)), name, controller, token: true, types: ["artifact"], subtypes: [name] };
    if (mana) perm.mana = mana;
    label = `Add a ${name} token (an artifact)`;
  } else {
    perm = { id: uniqueId(slug(name) || "token"), name, controller, token: true, types: ["creature"], power: 1, toughness: 1 };
    if (/^[A-Z][A-Za-z'-]*$/.test(name)) perm.subtypes = [name];
    label = `Add a 1/1 creature token named ${name}`;
  }
  return {
    label,
    run: () => { state.board.permanents = [...permanents(), perm]; boardNotice = ""; boardChanged(); },
  };
}

async function addCard(name, controller) {
  const info = await fetchCard(name);
  if (info.error) {
    cardInfo.delete(name);
    const v = (info.error.violations || [])[0] || {};
    return { message: v.message || `unknown card ${name}`, suggestions: info.error.suggestions || [], actions: [tokenAction(name, controller)] };
  }
  if (/^(Kindred |Tribal )?(Instant|Sorcery)\b/.test(info.type_line || "")) {
    return { message: `${info.name} is a card of type ${info.type_line}, which is never on the battlefield (110.4).`,
             suggestions: [], actions: [tokenAction(name, controller)] };
  }
  const canonical = info.card || info.name;
  cardInfo.set(canonical, info);
  const perm = { id: uniqueId(slug(info.name || canonical)), card: canonical, controller };
  if (/\bBattle\b/.test(info.type_line || "")) { // 310.11a: a Siege's controller chooses an opponent to protect it
    const seats = playerIds();
    const at = seats.indexOf(controller);
    const opponent = seats.slice(at + 1).concat(seats.slice(0, at)).find((p) => p !== controller);
    if (opponent) perm.protector = opponent;
  }
  if (!state.board.permanents) state.board.permanents = [];
  state.board.permanents.push(perm);
  boardNotice = "";
  boardChanged();
  return null;
}

function details(key, summary, ...content) {
  return h("details", {
    open: openDetails.has(key), dataset: { k: key },
    ontoggle: (ev) => { if (ev.target.open) openDetails.add(key); else openDetails.delete(key); },
  }, h("summary", {}, summary), ...content);
}

function setFlag(perm, key, on) {
  if (on) perm[key] = true;
  else delete perm[key];
  boardChanged();
}

function permanentCard(perm) {
  const pid = perm.id;
  const k = (f) => `perm:${pid}:${f}`;
  const vp = viewPerm(pid);
  const info = typeof perm.card === "string" ? cardInfo.get(perm.card) : null;
  const ids = { id: newId("id"), ctl: newId("ctl"), att: newId("att"), prot: newId("prot"), tapped: newId("tap"), sick: newId("sick"), token: newId("tok"), json: newId("json") };
  const title = perm.card || perm.name || (vp && vp.name) || pid;
  const typeLine = info && !info.error ? info.type_line : vp ? [vp.types.join(" "), vp.subtypes.join(" ")].filter(Boolean).join(" — ") : "";
  const stats = statsOf(vp || (info && !info.error ? info : null));
  const attacking = state.attacks[pid];
  const unsupported = info && !info.error ? info.unsupported || [] : [];
  const notModelled = info && !info.error ? info.not_modelled || [] : [];

  return h("article", { class: `perm${perm.tapped ? " tapped" : ""}`, "aria-labelledby": `${ids.id}-t`, dataset: { perm: pid } },
    h("header", {},
      h("h4", { id: `${ids.id}-t` }, title, h("span", { class: "perm-id" }, ` (${pid})`)),
      h("span", { class: "type-line" }, typeLine || ""),
      stats ? h("span", { class: "stats" }, stats) : null,
      attacking ? h("span", { class: "badge badge-attacking" }, `attacking ${attacking}`) : null,
      vp && vp.goaded_by.length ? h("span", { class: "badge" }, `goaded by ${vp.goaded_by.join(", ")}`) : null),
    info && info.error ? h("p", { class: "error-text" }, (info.error.violations || [{}])[0].message) : null,
    unsupported.length ? h("div", { class: "unsupported", role: "note" },
      h("strong", {}, "Card text attackcheck does not understand: "),
      h("ul", {}, unsupported.map((u) => h("li", {}, u))),
      unreadTextEditor(perm)) : null,
    !unsupported.length && notModelled.length ? h("div", { class: "unsupported", role: "note" },
      h("strong", {}, "Card text attackcheck does not model (it matters on some boards): "),
      h("ul", {}, notModelled.map((u) => h("li", {}, `${u.text} (${u.matters})`))),
      unreadTextEditor(perm)) : null,
    h("div", { class: "row" },
      h("span", { class: "editor narrow" }, h("label", { for: ids.id }, "Id"),
        h("input", { id: ids.id, type: "text", value: pid, required: true, dataset: { k: k("id") }, onchange: (ev) => renamePerm(perm, ev.target) })),
      h("span", { class: "editor" }, h("label", { for: ids.ctl }, "Controller"),
        h("select", {
          id: ids.ctl, dataset: { k: k("controller") },
          onchange: (ev) => { perm.controller = ev.target.value; boardChanged(); later(() => focusKey(k("controller"))); },
        }, [...new Set([...playerIds(), perm.controller])].map((p) => h("option", { value: p, selected: p === perm.controller }, p)))),
      perm.protector !== undefined || /\bBattle\b/i.test(typeLine || "") ? h("span", { class: "editor" },
        h("label", { for: ids.prot }, "Protector (310.8)"),
        h("select", {
          id: ids.prot, dataset: { k: k("protector") },
          onchange: (ev) => { perm.protector = ev.target.value; boardChanged(); later(() => focusKey(k("protector"))); },
        }, perm.protector === undefined ? h("option", { value: "", selected: true }, "choose") : null,
        [...new Set([...playerIds(), ...(perm.protector ? [perm.protector] : [])])].map((p) =>
          h("option", { value: p, selected: p === perm.protector }, p)))) : null,
      h("span", { class: "editor" }, h("label", { for: ids.att }, "Attached to"),
        h("select", {
          id: ids.att, dataset: { k: k("attached") },
          onchange: (ev) => { if (ev.target.value) perm.attached_to = ev.target.value; else delete perm.attached_to; boardChanged(); },
          // every other permanent, listed when the list is used (a list per permanent of every
          // other one grows with the square of the board)
          onfocus: (ev) => fillAttachOptions(ev.target, perm), onmousedown: (ev) => fillAttachOptions(ev.target, perm),
        }, h("option", { value: "", selected: !perm.attached_to }, "nothing"),
        perm.attached_to ? h("option", { value: perm.attached_to, selected: true }, labelOf(perm.attached_to)) : null))),
    h("div", { class: "row flags" },
      h("span", { class: "editor check" }, h("input", { id: ids.tapped, type: "checkbox", checked: perm.tapped, dataset: { k: k("tapped") }, onchange: (ev) => setFlag(perm, "tapped", ev.target.checked) }),
        h("label", { for: ids.tapped }, "Tapped")),
      h("span", { class: "editor check" }, h("input", { id: ids.sick, type: "checkbox", checked: perm.sick, dataset: { k: k("sick") }, onchange: (ev) => setFlag(perm, "sick", ev.target.checked) }),
        h("label", { for: ids.sick }, "Summoning sick (came under its controller's control this turn)")),
      h("span", { class: "editor check" }, h("input", { id: ids.token, type: "checkbox", checked: perm.token, dataset: { k: k("token") }, onchange: (ev) => setFlag(perm, "token", ev.target.checked) }),
        h("label", { for: ids.token }, "Token"))),
    countersEditor(perm),
    cardDetails(perm, info, vp),
    details(k("json-details"), "Edit as JSON",
      h("label", { for: ids.json }, `Permanent ${pid} in board format v1`),
      h("textarea", { id: ids.json, rows: "6", spellcheck: "false", dataset: { k: k("json") } }, JSON.stringify(perm, null, 2)),
      h("button", { type: "button", dataset: { k: k("json-apply") }, onclick: (ev) => applyPermJson(perm, ev.target.previousElementSibling) }, "Apply JSON")),
    h("button", { type: "button", class: "remove", "aria-label": `Remove ${title} (${pid})`, dataset: { k: k("remove") }, onclick: () => removePerm(perm) }, "Remove"));
}

// unread_text (docs/board-format.md): how the card text attackcheck does not read applies now;
// until the board says, the answers are unknown.
function unreadTextEditor(perm) {
  const id = newId("unread");
  const choices = [["", "not said yet: the answers are unknown"], ["inactive", "it does not apply now"],
    ["written", "its effects are written on the board (Edit as JSON: abilities)"]];
  return h("span", { class: "editor" }, h("label", { for: id }, "How this text applies now"),
    h("select", {
      id, dataset: { k: `perm:${perm.id}:unread-text` },
      onchange: (ev) => { if (ev.target.value) perm.unread_text = ev.target.value; else delete perm.unread_text; boardChanged(); },
    }, choices.map(([value, text]) => h("option", { value, selected: (perm.unread_text || "") === value }, text))));
}

function countersEditor(perm) {
  const pid = perm.id;
  const counters = perm.counters && typeof perm.counters === "object" ? perm.counters : {};
  const rows = Object.entries(counters).map(([name, n], i) => {
    const nameId = newId("cn");
    const numId = newId("cv");
    return h("div", { class: "row counter" },
      h("span", { class: "editor" }, h("label", { for: nameId }, `Counter ${i + 1} kind`),
        h("input", {
          id: nameId, type: "text", value: name, dataset: { k: `perm:${pid}:counter:${i}:name` },
          onchange: (ev) => {
            const next = {};
            for (const [k2, v] of Object.entries(counters)) next[k2 === name ? ev.target.value.trim() || name : k2] = v;
            perm.counters = next;
            boardChanged();
          },
        })),
      h("span", { class: "editor narrow" }, h("label", { for: numId }, "How many"),
        h("input", {
          id: numId, type: "number", min: "0", step: "1", value: String(n), dataset: { k: `perm:${pid}:counter:${i}:n` },
          onchange: (ev) => { counters[name] = Number(ev.target.value || 0); perm.counters = counters; boardChanged(); },
        })),
      h("button", {
        type: "button", "aria-label": `Remove the ${name} counters of ${pid}`, dataset: { k: `perm:${pid}:counter:${i}:remove` },
        onclick: () => { delete counters[name]; if (Object.keys(counters).length) perm.counters = counters; else delete perm.counters; boardChanged(); later(() => focusKey(`perm:${pid}:add-counter`)); },
      }, "Remove"));
  });
  return h("div", { class: "counters" }, rows,
    h("button", {
      type: "button", dataset: { k: `perm:${pid}:add-counter` }, "aria-label": `Add counters to ${pid}`,
      onclick: () => {
        const next = { ...counters };
        let name = "+1/+1";
        for (let i = 2; name in next; i++) name = `counter${i}`;
        next[name] = 1;
        perm.counters = next;
        boardChanged();
        later(() => focusKey(`perm:${pid}:counter:${Object.keys(next).length - 1}:name`));
      },
    }, "Add counters"));
}

function cardDetails(perm, info, vp) {
  if (!info || info.error) {
    if (!perm.card && (perm.abilities || []).length) {
      return details(`perm:${perm.id}:text`, "Abilities written on the board",
        h("ul", {}, perm.abilities.map((a) => h("li", {}, h("code", {}, JSON.stringify(a))))));
    }
    return null;
  }
  const faces = info.faces || [info];
  return details(`perm:${perm.id}:text`, "Card text, and what attackcheck reads from it",
    faces.map((f) => h("div", { class: "face" },
      faces.length > 1 ? h("h5", {}, f.name) : null,
      h("p", { class: "oracle" }, f.oracle_text || "(no rules text)"),
      (f.effects || []).length ? h("div", {}, h("strong", {}, "Read as: "),
        h("ul", {}, f.effects.map((e) => h("li", {}, h("code", {}, JSON.stringify(e)))))) : null,
      (f.resolved || []).length ? h("div", {}, h("strong", {}, "When it resolves (add it under Effects in force): "),
        h("ul", {}, f.resolved.map((r, i) => h("li", {}, `“${r.text}” (${r.via}) `,
          h("button", {
            type: "button", dataset: { k: `perm:${perm.id}:resolve:${i}` },
            onclick: () => startResolve(info, r, perm.id),
          }, "Add as an effect…"))))) : null,
      (f.ignored || []).length ? h("div", {}, h("strong", {}, "Not about declaring attacks: "),
        h("ul", {}, f.ignored.map((g) => h("li", {}, `${g.text} (${g.reason})`)))) : null)));
}

function renamePerm(perm, input) {
  const value = input.value.trim();
  if (!value || value === perm.id) { input.value = perm.id; return; }
  if (permIds().includes(value) || playerIds().includes(value)) {
    input.value = perm.id;
    boardNotice = `“${value}” is already taken; ids name one player or permanent each.`;
    later(renderBoard);
    return;
  }
  const old = perm.id;
  perm.id = value;
  renameRefs(old, value, false);
  boardNotice = "";
  boardChanged();
  later(() => focusKey(`perm:${value}:id`));
}

function applyPermJson(perm, textarea) {
  let next;
  try {
    next = JSON.parse(textarea.value);
  } catch (err) {
    boardNotice = `The JSON of ${perm.id} can't be read: ${err.message}`;
    later(renderBoard);
    return;
  }
  if (!next || typeof next !== "object" || Array.isArray(next)) {
    boardNotice = `A permanent is a JSON object.`;
    later(renderBoard);
    return;
  }
  const index = permanents().indexOf(perm);
  const old = perm.id;
  state.board.permanents[index] = next;
  if (next.id !== old && typeof next.id === "string") renameRefs(old, next.id, false);
  boardNotice = "";
  boardChanged();
}

function removePerm(perm) {
  state.board.permanents = permanents().filter((p) => p !== perm);
  const controller = perm.controller;
  boardNotice = `Removed ${perm.card || perm.name || perm.id} (${perm.id}).`;
  boardChanged();
  later(() => focusKey(`add-card:${controller}`));
}

// ---------------------------------------------------------------------------- goad, effects

function renderDesignations() {
  const list = state.board.designations || [];
  const creatureIds = view ? view.permanents.filter((p) => p.creature).map((p) => p.id) : permIds();
  const rows = list.map((d, i) => {
    const cId = newId("goad");
    const bId = newId("by");
    return h("div", { class: "row designation" },
      h("span", { class: "editor" }, h("label", { for: cId }, `Goaded creature ${i + 1}`),
        h("select", { id: cId, dataset: { k: `goad:${i}:creature` }, onchange: (ev) => { d.goad = ev.target.value; boardChanged(); } },
          [...new Set([...creatureIds, d.goad])].map((id) => h("option", { value: id, selected: id === d.goad }, labelOf(id))))),
      h("span", { class: "editor" }, h("label", { for: bId }, "Goaded by"),
        h("select", { id: bId, dataset: { k: `goad:${i}:by` }, onchange: (ev) => { d.by = ev.target.value; boardChanged(); } },
          [...new Set([...playerIds(), d.by])].map((p) => h("option", { value: p, selected: p === d.by }, p)))),
      h("button", {
        type: "button", "aria-label": `Remove goad designation ${i + 1}`, dataset: { k: `goad:${i}:remove` },
        onclick: () => { list.splice(i, 1); boardChanged(); later(() => focusKey("goad:add")); },
      }, "Remove"));
  });
  render($("#designations"), [
    rows.length ? rows : h("p", { class: "muted" }, "No creature is goaded."),
    h("button", {
      type: "button", dataset: { k: "goad:add" }, disabled: creatureIds.length === 0,
      onclick: () => {
        if (!state.board.designations) state.board.designations = [];
        const active = state.board.turn.active;
        const by = playerIds().find((p) => p !== active) || active;
        state.board.designations.push({ goad: creatureIds[0], by });
        boardChanged();
        later(() => focusKey(`goad:${state.board.designations.length - 1}:creature`));
      },
    }, "Add a goad designation (701.15)"),
  ]);
}

function renderEffects() {
  const container = $("#effects");
  if (!schema) { render(container, h("p", { class: "muted" }, "Loading the board format…")); return; }
  const kinds = sortedKinds();
  const list = state.board.effects || [];
  const items = list.map((effect, i) => {
    const def = effectDef(schema, effect.kind);
    const kindId = newId("kind");
    return h("fieldset", { class: "panel effect" }, h("legend", {}, `Effect ${i + 1}: ${effect.kind}`),
      h("span", { class: "editor" }, h("label", { for: kindId }, "Kind"),
        h("select", {
          id: kindId, dataset: { k: `effect:${i}:kind` },
          onchange: (ev) => { list[i] = { ...newEffect(schema, ev.target.value), ...pick(effect, ["source", "controller"]) }; boardChanged(); },
        }, [...new Set([...kinds, effect.kind])].map((k) => h("option", { value: k, selected: k === effect.kind }, k)))),
      def ? objectForm({ schema, def, obj: effect, key: `effect:${i}`, changed: boardChanged })
        : h("p", { class: "error-text" }, `This server's board format has no effect kind ${effect.kind}.`),
      h("button", {
        type: "button", "aria-label": `Remove effect ${i + 1}`, dataset: { k: `effect:${i}:remove` },
        onclick: () => { list.splice(i, 1); boardChanged(); later(() => focusKey("effect:add-kind")); },
      }, "Remove"));
  });
  const addKindId = newId("addkind");
  render(container, [
    pendingResolve ? resolvePanel() : null,
    items.length ? items : h("p", { class: "muted" }, "No effects from resolved spells or abilities."),
    h("div", { class: "row" },
      h("span", { class: "editor" }, h("label", { for: addKindId }, "New effect of kind"),
        h("select", { id: addKindId, dataset: { k: "effect:add-kind" } }, kinds.map((k) => h("option", { value: k }, k)))),
      h("button", {
        type: "button", dataset: { k: "effect:add" },
        onclick: () => {
          const kind = document.getElementById(addKindId).value;
          if (!state.board.effects) state.board.effects = [];
          state.board.effects.push(newEffect(schema, kind));
          boardChanged();
          later(() => focusKey(`effect:${state.board.effects.length - 1}:kind`));
        },
      }, "Add effect")),
    cardCombobox({
      label: "Resolve a spell or ability of a card (Taunt, Gideon Jura's +2, Ursine Monstrosity's trigger…)",
      key: "resolve-card", buttonText: "Show",
      onPick: async (name) => {
        const info = await fetchCard(name);
        if (info.error) {
          cardInfo.delete(name);
          const v = (info.error.violations || [])[0] || {};
          return { message: v.message, suggestions: [] };
        }
        const templates = (info.faces || [info]).flatMap((f) => f.resolved || []);
        if (!templates.length) return { message: `${info.name}: attackcheck reads no effect that exists once it resolves.`, suggestions: [] };
        startResolve(info, templates[0], null, templates);
        return null;
      },
    }),
  ]);
}

// What resolved spells and abilities leave behind most often comes first.
const COMMON_KINDS = ["attacks_target_if_able", "attacks_if_able", "goad", "attacks_other_than_if_able",
  "player_attacks_target_if_able", "cant_attack", "cant_attack_target", "max_attackers", "attack_tax"];

function sortedKinds() {
  const all = Object.keys(effectKinds(schema));
  return [...COMMON_KINDS.filter((k) => all.includes(k)), ...all.filter((k) => !COMMON_KINDS.includes(k))];
}

function pick(obj, keys) {
  const out = {};
  for (const k of keys) if (obj[k] !== undefined) out[k] = obj[k];
  return out;
}

// Placeholders of a resolved template, filled in by the user (PLACEHOLDERS of the card reader).
const CREATURE_PLACEHOLDERS = new Set(["target", "chosen", "created_token"]);

function placeholdersIn(value, found = new Map(), where = null) {
  if (typeof value === "string") {
    if (!found.has(value)) found.set(value, where);
  } else if (Array.isArray(value)) {
    value.forEach((v) => placeholdersIn(v, found, where));
  } else if (value && typeof value === "object") {
    for (const [k, v] of Object.entries(value)) if (k !== "kind") placeholdersIn(v, found, where || k);
  }
  return found;
}

function startResolve(info, template, sourceId, all = null) {
  const sources = permanents().filter((p) => p.card === (info.card || info.name));
  pendingResolve = {
    info, template, all: all || [template],
    source: sourceId || (sources[0] ? sources[0].id : ""),
    controller: "", values: {},
  };
  const src = permanents().find((p) => p.id === pendingResolve.source);
  pendingResolve.controller = src ? src.controller : state.board.turn.active;
  later(() => { renderEffects(); focusKey("resolve:controller"); document.getElementById("effects-heading").scrollIntoView({ block: "start" }); });
}

function resolvePanel() {
  const r = pendingResolve;
  const names = r.info.placeholders || {};
  const found = new Map();
  r.template.effects.forEach((e) => placeholdersIn(e, found));
  const asks = [...found.entries()].filter(([p]) => p in names);
  const needsSource = found.has("self");
  const ctlId = newId("rctl");
  const srcId = newId("rsrc");
  const tplId = newId("rtpl");
  const creatures = view ? view.permanents.filter((p) => p.creature) : [];
  const fields = asks.map(([p, where]) => {
    const id = newId("ph");
    if (CREATURE_PLACEHOLDERS.has(p) && (where === "creatures" || where === "sources")) {
      const chosen = new Set(r.values[p] || []);
      return h("fieldset", { class: "nested" }, h("legend", {}, `${p}: ${names[p]}`),
        creatures.length ? creatures.map((c) => {
          const cid = newId("phc");
          return h("span", { class: "editor check" },
            h("input", {
              id: cid, type: "checkbox", checked: chosen.has(c.id), dataset: { k: `resolve:${p}:${c.id}` },
              onchange: (ev) => { if (ev.target.checked) chosen.add(c.id); else chosen.delete(c.id); r.values[p] = [...chosen]; },
            }), h("label", { for: cid }, c.label));
        }) : h("p", { class: "muted" }, "No creatures on the board."));
    }
    if (!(p in r.values)) r.values[p] = playerIds()[0];
    return h("span", { class: "editor" }, h("label", { for: id }, `${p}: ${names[p]}`),
      h("select", { id, dataset: { k: `resolve:${p}` }, onchange: (ev) => { r.values[p] = ev.target.value; } },
        playerIds().map((pl) => h("option", { value: pl, selected: r.values[p] === pl }, pl))));
  });
  return h("section", { class: "panel resolve", "aria-labelledby": "resolve-h" },
    h("h3", { id: "resolve-h" }, `Resolve: ${r.info.name}`),
    r.all.length > 1 ? h("span", { class: "editor" }, h("label", { for: tplId }, "Which text"),
      h("select", {
        id: tplId, dataset: { k: "resolve:template" },
        onchange: (ev) => { r.template = r.all[Number(ev.target.value)]; r.values = {}; later(renderEffects); },
      }, r.all.map((t, i) => h("option", { value: String(i), selected: t === r.template }, t.text)))) : null,
    h("blockquote", {}, r.template.text),
    h("p", {}, "It becomes: ", h("code", {}, JSON.stringify(r.template.effects))),
    h("div", { class: "row" },
      h("span", { class: "editor" }, h("label", { for: ctlId }, "Controller: who cast it or controls it (“you” on the card)"),
        h("select", { id: ctlId, dataset: { k: "resolve:controller" }, onchange: (ev) => { r.controller = ev.target.value; } },
          playerIds().map((p) => h("option", { value: p, selected: p === r.controller }, p)))),
      h("span", { class: "editor" }, h("label", { for: srcId }, needsSource ? "Source permanent (the card on the battlefield; needed)" : "Source permanent, if it is on the battlefield"),
        h("select", { id: srcId, dataset: { k: "resolve:source" }, onchange: (ev) => { r.source = ev.target.value; } },
          h("option", { value: "", selected: !r.source }, "none (a spell)"),
          permanents().map((p) => h("option", { value: p.id, selected: p.id === r.source }, labelOf(p.id)))))),
    fields,
    h("p", { class: "error-text", id: "resolve-problem", role: "status" }),
    h("div", { class: "buttons" },
      h("button", { type: "button", class: "primary", dataset: { k: "resolve:add" }, onclick: finishResolve }, "Add the effect"),
      h("button", { type: "button", dataset: { k: "resolve:cancel" }, onclick: () => { pendingResolve = null; later(renderEffects); later(() => focusKey("resolve-card")); } }, "Cancel")));
}

function finishResolve() {
  const r = pendingResolve;
  if (!r.source && placeholdersIn(r.template.effects).has("self")) {
    $("#resolve-problem").textContent = "Choose the source permanent: the effect names it (“self”).";
    return;
  }
  const fill = (value, key) => {
    if (typeof value === "string") {
      if (value === "self" && key !== "creatures" && key !== "sources") return r.source;
      if (value in r.values) return r.values[value];
      return value;
    }
    if (Array.isArray(value)) return value.map((v) => fill(v, key));
    if (value && typeof value === "object") {
      const out = {};
      for (const [k, v] of Object.entries(value)) out[k] = k === "kind" ? v : fill(v, key || k);
      return out;
    }
    return value;
  };
  if (!state.board.effects) state.board.effects = [];
  for (const template of r.template.effects) {
    const effect = fill(template, null);
    effect.controller = r.controller;
    if (r.source) effect.source = r.source;
    state.board.effects.push(effect);
  }
  pendingResolve = null;
  boardChanged();
  later(() => focusKey(`effect:${state.board.effects.length - 1}:kind`));
}

function updateDatalists() {
  const fillList = (id, values) => {
    const el = document.getElementById(id);
    if (el) el.replaceChildren(...values.map((v) => h("option", { value: v })));
  };
  const walkers = view ? view.permanents.filter((p) => p.types.includes("planeswalker") || p.types.includes("battle")).map((p) => p.id) : [];
  fillList("dl-targets", ["you", ...playerIds(), ...walkers]);
  fillList("dl-players-you", ["you", ...playerIds()]);
  fillList("dl-permanents", permIds());
  fillList("dl-controllers", ["you", "opponents", "any", "attached_player", ...playerIds()]);
}

// ---------------------------------------------------------------------------- declaring

function renderDeclare() {
  const container = $("#declare-list");
  if (!view) {
    render(container, h("p", { class: "muted" }, viewProblem ? "The board can't be read; see the verdict." : "Reading the board…"));
    return;
  }
  const ids = [...view.attackers, ...Object.keys(state.attacks).filter((c) => !view.attackers.includes(c))];
  if (!ids.length) {
    render(container, h("p", { class: "muted" }, `Player ${view.active} controls no creature. Add creatures to the active player's side.`));
    return;
  }
  const inViolation = new Set();
  if (verdict.kind === "check") for (const v of verdict.data.violations || []) for (const c of v.creatures || []) inViolation.add(c);
  const rows = ids.map((cid) => {
    const vp = viewPerm(cid);
    const selId = `declare-${cid}`;
    const lockId = newId("lock");
    const current = state.attacks[cid] || "";
    const known = new Set([...view.defenders.map((d) => d.id), ...view.others.map((d) => d.id)]);
    return h("li", {
      class: `creature${current ? " attacking" : ""}${inViolation.has(cid) ? " in-violation" : ""}`,
      onclick: (ev) => { if (!["SELECT", "INPUT", "LABEL", "OPTION"].includes(ev.target.tagName)) document.getElementById(selId).focus(); },
    },
    h("label", { for: selId, class: "creature-name" },
      h("strong", {}, vp ? vp.label : cid), vp ? h("span", { class: "stats" }, ` ${statsOf(vp)}`) : null),
    h("div", { class: "creature-notes" },
      vp && vp.ineligible ? h("span", { class: "badge badge-warn" }, `can't attack: ${vp.ineligible}`) : null,
      vp && vp.goaded_by.length ? h("span", { class: "badge" }, `goaded by ${vp.goaded_by.join(", ")}`) : null,
      inViolation.has(cid) ? h("span", { class: "badge badge-bad" }, "named in the verdict") : null,
      !vp ? h("span", { class: "badge badge-warn" }, "not a creature of the active player") : null),
    h("select", {
      id: selId, class: "defender", dataset: { k: `declare:${cid}` }, "aria-describedby": "declare-help",
      onchange: (ev) => { if (ev.target.value) state.attacks[cid] = ev.target.value; else delete state.attacks[cid]; declarationChanged(); },
    },
    h("option", { value: "", selected: !current }, "stays home (doesn't attack)"),
    h("optgroup", { label: "Defenders this combat" },
      view.defenders.map((d) => h("option", { value: d.id, selected: current === d.id }, `attacks ${describeDefender(d)}`))),
    view.others.length ? h("optgroup", { label: "Not defenders this combat" },
      view.others.map((d) => h("option", { value: d.id, selected: current === d.id }, `attacks ${describeDefender(d)}`))) : null,
    // a declaration read from a file or a link may name the active player: shown, never offered (506.2)
    current && !known.has(current) ? h("option", { value: current, selected: true }, current === view.active
      ? `attacks ${current} (its own controller, whom no creature can attack: 506.2)` : `attacks ${current} (not on this board)`) : null),
    h("span", { class: "editor check lock" },
      h("input", {
        id: lockId, type: "checkbox", checked: Boolean(state.locks[cid]), dataset: { k: `lock:${cid}` },
        onchange: (ev) => { if (ev.target.checked) state.locks[cid] = true; else delete state.locks[cid]; saveUrl(); renderPropose(); },
      }),
      h("label", { for: lockId }, "Keep as declared when proposing")));
  });
  render(container, [
    h("ul", { class: "creature-list" }, rows),
    h("button", {
      type: "button", dataset: { k: "declare:clear" }, disabled: Object.keys(state.attacks).length === 0,
      onclick: () => { state.attacks = {}; declarationChanged(); },
    }, "Nobody attacks (clear)"),
  ]);
}

// ---------------------------------------------------------------------------- the verdict

const STATUS = {
  legal: { word: "Legal", icon: "✓", cls: "legal" },
  illegal: { word: "Illegal", icon: "✗", cls: "illegal" },
  unknown: { word: "Unknown", icon: "?", cls: "unknown" },
  error: { word: "Input error", icon: "!", cls: "error" },
  none: { word: "None", icon: "✗", cls: "illegal" },
};

function attacksText(attacks) {
  const entries = Object.entries(attacks || {});
  if (!entries.length) return "nobody attacks";
  return entries.map(([c, d]) => `${c} → ${d}`).join(", ");
}

function paymentText(payment) {
  if (!payment) return null;
  const parts = (payment.mana || []).map((m) => `${m.source} pays ${m.mana}`);
  if (payment.life) parts.push(`${payment.life} life`);
  return parts.length ? parts.join("; ") : "nothing to pay";
}

function errorList(data) {
  return h("ul", { class: "violations" }, (data.violations || []).map((v) => h("li", { class: "violation", dataset: { kind: v.kind } },
    v.field ? h("code", { class: "field" }, v.field) : null, v.field ? ": " : null,
    h("span", { class: "message" }, v.message),
    /\.counters$/.test(v.field || "") && /unknown field/.test(v.message)
      ? h("p", { class: "hint" }, "This server's board format does not know counters yet: remove them, or use a newer attackcheck.") : null,
    handHint(v.message))));
}

// "write `hand: N` on that player (players[1].hand)": on this page, that player's "Cards in hand"
function handHint(message) {
  const m = /players\[(\d+)\]\.hand\)/.exec(message || "");
  if (!m) return null;
  const player = (state.board.players || [])[Number(m[1])];
  return h("p", { class: "hint" }, `On this page: fill in "Cards in hand" for player ${player ? player.id : Number(m[1]) + 1}.`);
}

function violationItems(violations) {
  return violations.map((v) => h("li", { class: "violation", dataset: { kind: v.kind } },
    h("span", { class: "rule" }, v.rule || ""), " ",
    h("span", { class: "kind" }, v.kind === "requirement" ? "requirement a better declaration obeys" : v.kind),
    (v.creatures || []).length ? h("span", { class: "creatures" }, ` (${v.creatures.join(", ")})`) : null,
    h("p", { class: "message" }, v.message)));
}

function unknownWhy(data, what) {
  const reasons = [];
  if (data && Array.isArray(data.unread) && data.unread.length) {
    reasons.push("The board has text attackcheck did not read, so the server does not answer (it never guesses):");
    data.unread.forEach((u, index) => {
      const who = u.permanent ? `${u.card || u.permanent} (${u.permanent})` : "The board";
      const controls = answerControls(u, index);
      reasons.push(controls ? [`${who}: ${u.text} `, controls] : `${who}: ${u.text}`);
    });
    for (const advice of new Set(data.unread.map(unreadAdvice))) reasons.push(advice);
    return h("div", { class: "why-unknown" }, reasons.map((r) => h("p", {}, r)));
  }
  if (what === "check") {
    if (data.maximum === null || data.maximum === undefined) {
      reasons.push("The time limit ran out before the solver proved how many requirements can be obeyed (508.1d), so it can't say whether this declaration obeys enough of them.");
    } else {
      reasons.push("The time limit ran out before the solver decided whether the costs can be paid (508.1h).");
    }
  } else if (what === "count") {
    reasons.push("The time limit ran out before the count was exact; the server never guesses.");
  } else {
    reasons.push("The time limit ran out before the solver proved an answer; the server never guesses.");
  }
  reasons.push(state.timeLimit ? `This page asks for at most ${state.timeLimit} s; raise it (or clear it) under Settings.` : "Start the server with a longer --time-limit to give it more time.");
  return h("div", { class: "why-unknown" }, reasons.map((r) => h("p", {}, r)));
}

// What the board needs, by the kind of thing left unread (docs/semantics.md, "Unread"); each
// piece of advice is given once, however many things need it.
const HOW_IT_APPLIES = "on the permanent, choose under \u201cHow this text applies now\u201d";
const UNREAD_ADVICE = {
  identity: "A commander's color identity: write it under \u201cCommander's colors\u201d in that player's panel.",
  question: "A question is answered with its Yes and No buttons (the board's answers).",
  power: `Say how it applies: ${HOW_IT_APPLIES} (it does not apply now, or its effects are written on the board: a power or toughness it sets in the permanent's Edit as JSON, power and toughness).`,
  // no field of the board says which creatures attacked in an earlier turn: its effect is written out
  lastTurn: `Whether a creature attacked during its controller's last turn is on no field of the board: ${HOW_IT_APPLIES} \u201cits effects are written on the board\u201d and give the permanent, in its Edit as JSON, abilities, the restriction on the active player's creatures that did ({"kind": "cant_attack", "creatures": [their ids]}), or \u201cit does not apply now\u201d if none did.`,
  text: `Say how it applies: ${HOW_IT_APPLIES} (it does not apply now, or its effects are written on the board: in the permanent's Edit as JSON, abilities).`,
  board: "Write on the board what each line above asks for, where it says so.",
};

function unreadAdvice(u) {
  const text = u.text || "";
  if (/commander_color_identity/.test(text)) return UNREAD_ADVICE.identity;
  if (/\?( \(for [^()]*\))?$/.test(text)) return UNREAD_ADVICE.question;
  if (!u.permanent) return UNREAD_ADVICE.board;
  if (/\battacked\b[^.]*\blast turn\b/i.test(text)) return UNREAD_ADVICE.lastTurn;
  if (/[+-](\d+|X)\/[+-](\d+|X)|\bpower\b|\btoughness\b/i.test(text)) return UNREAD_ADVICE.power;
  return UNREAD_ADVICE.text;
}

// A question an effect asks (docs/board-format.md, answers): Yes and No put the board's answer
// in its answers, per player for a question about each defending player ("... (for B, C)").
function answerControls(u, index) {
  const text = u.text || "";
  const per = /^(.*\?) \(for ([^()]*)\)$/.exec(text);
  if (!per && !text.endsWith("?")) return null;
  const question = per ? per[1] : text;
  const give = (player, value) => {
    const b = state.board;
    const list = b.answers || (b.answers = []);
    let a = list.find((x) => (x.permanent ?? null) === (u.permanent ?? null) && x.question === question);
    if (!a) {
      a = u.permanent ? { permanent: u.permanent, question } : { question };
      list.push(a);
    }
    a.holds = per ? { ...(a.holds && typeof a.holds === "object" ? a.holds : {}), [player]: value } : value;
    boardChanged();
  };
  const players = per ? per[2].split(",").map((x) => x.trim()) : [null];
  return h("span", { class: "answer" }, players.flatMap((player) => [true, false].map((value) =>
    h("button", { type: "button", dataset: { k: `answer:${index}:${player ? `${player}:` : ""}${value ? "yes" : "no"}` },
      onclick: () => give(player, value) }, `${player ? `${player}: ` : ""}${value ? "Yes" : "No"}`))));
}

// The card text the verdict leaves to what the board says of it (unread_text); text the
// board says nothing of makes the answer unknown, and unknownWhy lists it.
function unsupportedNote() {
  const said = { inactive: "it does not apply now", written: "its effects are written on the board" };
  const lines = [];
  for (const p of permanents()) {
    const info = typeof p.card === "string" ? cardInfo.get(p.card) : null;
    if (info && !info.error && said[p.unread_text]) for (const u of info.unsupported || []) lines.push(`${info.name} (${p.id}), ${said[p.unread_text]}: ${u}`);
  }
  if (!lines.length) return null;
  return h("div", { class: "unsupported", role: "note" }, h("strong", {}, "Card text attackcheck does not understand, taken as the board says: "),
    h("ul", {}, lines.map((l) => h("li", {}, l))));
}

function renderVerdict() {
  const container = $("#verdict");
  const parts = [];
  let announce = "";
  if (verdict.kind === "pending") {
    parts.push(h("p", { class: "muted" }, "Asking the server…"));
  } else if (verdict.kind === "error") {
    const s = STATUS.error;
    parts.push(statusBanner(s, verdict.pending));
    parts.push(h("p", {}, "The server can't read this board or declaration:"), errorList(verdict.data));
    announce = `Input error. ${(verdict.data.violations || []).map((v) => `${v.field ? v.field + ": " : ""}${v.message}`).join(". ")}`;
  } else {
    const d = verdict.data;
    const s = STATUS[d.status] || STATUS.unknown;
    parts.push(statusBanner(s, verdict.pending));
    parts.push(h("p", { class: "declared" }, "Declaration: ", h("span", { id: "verdict-declaration" }, attacksText(verdict.attacks))));
    if (d.maximum !== null && d.maximum !== undefined) {
      parts.push(h("p", { id: "verdict-requirements" }, d.obeyed > d.maximum
        ? `Requirements obeyed (508.1d): ${d.obeyed}; at most ${d.maximum} can be obeyed without paying a cost or breaking a restriction.`
        : `Requirements obeyed (508.1d): ${d.obeyed} of the ${d.maximum} that can be obeyed without paying a cost.`));
    } else if (d.status !== "unknown") {
      parts.push(h("p", {}, `Requirements obeyed (508.1d): ${d.obeyed}.`));
    }
    if (d.status === "unknown") parts.push(unknownWhy(d, "check"));
    if ((d.notes || []).length) {
      // a valid board read in a way a slip of the pen would change (an id naming no player)
      parts.push(h("div", { class: "notes", id: "verdict-notes", role: "note" },
        h("h3", {}, "Read with care"),
        h("ul", {}, d.notes.map((n) => h("li", {}, h("code", {}, n.field), ": ", n.message)))));
    }
    if ((d.violations || []).length) {
      // an unknown answer's violations are the board's as read: what it leaves unread may undo them
      const why = d.status === "unknown" ? "Why, as the board is read (what it leaves unread may change this)" : "Why";
      parts.push(h("h3", {}, why), h("ol", { class: "violations", id: "violations" }, violationItems(d.violations)));
    }
    parts.push(h("p", { class: "cost" }, "Total cost to attack (508.1h): ", h("code", { id: "verdict-cost" }, d.cost ? d.cost.mana : "?"),
      d.cost && d.cost.life ? ` and ${d.cost.life} life` : ""));
    const pay = paymentText(d.payment);
    if (pay) parts.push(h("p", { class: "payment" }, "Payment plan: ", h("span", { id: "verdict-payment" }, pay)));
    if (d.status !== "legal" && d.witness) {
      parts.push(h("section", { class: "witness", "aria-labelledby": "witness-h" },
        h("h3", { id: "witness-h" }, d.witness_closest ? "The closest legal declaration" : "A legal declaration (not proved closest within the time limit)"),
        h("p", { id: "witness" }, attacksText(d.witness.attacks)),
        (d.moves || []).length ? h("ul", { class: "moves" }, d.moves.map((m, i) => h("li", {},
          h("span", { class: "move-text" }, m.text), " ",
          h("button", { type: "button", class: "move", dataset: { k: `move:${i}` }, "aria-label": `Apply: ${m.text}`, onclick: () => applyMove(m) }, "Apply")))) : null,
        h("button", { type: "button", id: "apply-all", class: "primary", dataset: { k: "move:all" }, onclick: () => applyWitness(d.witness.attacks) }, "Apply all: declare it")));
    }
    if (d.blocked) parts.push(blockedSection(d.blocked));
    announce = `${s.word}. ` + (d.violations || []).map((v) => `${v.rule || ""} ${v.message}`).join(". ")
      + (d.status !== "legal" && d.witness ? `. Closest legal declaration: ${attacksText(d.witness.attacks)}.` : "");
  }
  const note = unsupportedNote();
  if (note) parts.push(note);
  render(container, parts, "#verdict-status");
  const mini = $("#mini-verdict");
  const shown = verdict.kind === "error" ? STATUS.error : verdict.kind === "check" ? STATUS[verdict.data.status] || STATUS.unknown : null;
  mini.textContent = shown ? `${shown.icon} ${shown.word}` : "";
  mini.className = `mini-verdict ${shown ? shown.cls : ""}`;
  if (announce && !verdict.pending && announce !== lastAnnounced) {
    lastAnnounced = announce;
    const live = $("#announce");
    live.textContent = "";
    setTimeout(() => { live.textContent = announce; }, 50);
  }
}

function statusBanner(s, pending) {
  return h("div", { class: `status status-${s.cls}`, id: "verdict-status", tabindex: "-1", "aria-busy": pending ? "true" : "false" },
    h("span", { class: "status-icon", "aria-hidden": "true" }, s.icon),
    h("span", { class: "status-word", id: "verdict-word" }, s.word),
    pending ? h("span", { class: "pending" }, " (checking…)") : null);
}

function blockedSection(b) {
  if (b.conflict) {
    return h("section", { class: "blocked", id: "blocked" }, h("h3", {}, "No declaration can obey every requirement"),
      h("p", {}, "The requirements contradict each other (508.1d)."));
  }
  return h("section", { class: "blocked", id: "blocked", "aria-labelledby": "blocked-h" },
    h("h3", { id: "blocked-h" }, "No declaration can obey every requirement at no cost"),
    h("p", {}, "These requirements can't all be obeyed without paying a cost:"),
    h("ul", {}, (b.requirements || []).map((r) => h("li", {}, r))),
    h("p", {}, "because of this smallest set of restrictions and costs (these alone prevent it, and none of them " +
      "can be left out of that; other restrictions or costs may prevent it too):"),
    h("ul", {}, (b.because || []).map((c) => h("li", {}, h("span", { class: "rule" }, c.rule), ` ${c.kind}: ${c.message}`))));
}

function applyMove(m) {
  if (m.to) state.attacks[m.creature] = m.to;
  else delete state.attacks[m.creature];
  declarationChanged();
  later(() => $("#verdict-status") && $("#verdict-status").focus());
}

function applyWitness(attacks) {
  state.attacks = { ...attacks };
  declarationChanged();
  later(() => $("#verdict-status") && $("#verdict-status").focus());
}

// ---------------------------------------------------------------------------- propose, count

function proposalRequest(objective) {
  const fix = {};
  const keepHome = [];
  for (const c of Object.keys(state.locks)) {
    if (state.attacks[c]) fix[c] = state.attacks[c];
    else keepHome.push(c);
  }
  const body = { ...requestBase(), objective };
  if (Object.keys(fix).length) body.fix = fix;
  if (keepHome.length) body.keep_home = keepHome;
  return body;
}

const propose = busy(async (objective) => {
  const name = objective === "max-power-against" ? `max-power-against:${against}` : objective;
  const body = proposalRequest(name);
  proposal = { pending: true, objective: name, fix: body.fix, keep_home: body.keep_home };
  renderPropose();
  const asked = boardVersion;
  const answer = await api.latest("propose", "POST", "/propose", body);
  if (!answer) return;
  proposal = { objective: name, fix: body.fix, keep_home: body.keep_home, ok: answer.ok, data: answer.data,
               stale: boardVersion !== asked };
  renderPropose();
  const out = $("#proposal");
  if (out) out.focus({ preventScroll: false });
});

function renderPropose() {
  const container = $("#propose");
  const againstId = newId("against");
  const defendingPlayers = view ? view.defending_players : [];
  const locked = Object.keys(state.locks);
  const parts = [
    h("p", { class: "muted", id: "propose-help" }, "Every proposal obeys as many requirements as can be obeyed (508.1d), then is the best for its goal, then spends the least.",
      locked.length ? ` Kept as declared: ${locked.map((c) => `${c} ${state.attacks[c] ? "→ " + state.attacks[c] : "at home"}`).join(", ")}.` : ""),
    h("div", { class: "buttons objectives" }, OBJECTIVES.map((o) => o.player
      ? h("span", { class: "objective-against" },
        h("button", { type: "button", dataset: { k: `propose:${o.id}` }, "aria-describedby": "propose-help", title: o.help, onclick: () => propose(o.id), disabled: !against }, o.label),
        h("label", { for: againstId, class: "sr-only" }, "Player for most power against"),
        h("select", { id: againstId, dataset: { k: "propose:against" }, onchange: (ev) => { against = ev.target.value; } },
          defendingPlayers.map((p) => h("option", { value: p, selected: p === against }, p))))
      : h("button", { type: "button", dataset: { k: `propose:${o.id}` }, "aria-describedby": "propose-help", title: o.help, onclick: () => propose(o.id) }, o.label))),
  ];
  if (proposal) parts.push(proposalResult());
  render(container, parts);
}

function proposalResult() {
  const p = proposal;
  const heading = `Proposal (${p.objective})` + (p.stale ? " — for the board as it was; ask again" : "");
  if (p.pending) return h("div", { class: "proposal", id: "proposal", tabindex: "-1" }, h("h3", {}, heading), h("p", { class: "muted" }, "Asking the server…"));
  const d = p.data;
  if (!p.ok) {
    const e = STATUS.error; // (the verdict's banner ids are the verdict's own)
    return h("div", { class: "proposal", id: "proposal", tabindex: "-1" }, h("h3", {}, heading),
      h("div", { class: `status status-small status-${e.cls}`, id: "proposal-status" }, h("span", { class: "status-icon", "aria-hidden": "true" }, e.icon), h("span", {}, e.word)),
      errorList(d));
  }
  const s = d.status === "legal" ? { word: "Found", icon: "✓", cls: "legal" } : d.status === "none" ? { word: "None possible", icon: "✗", cls: "illegal" } : STATUS.unknown;
  return h("div", { class: "proposal", id: "proposal", tabindex: "-1", "aria-labelledby": "proposal-h" },
    h("h3", { id: "proposal-h" }, heading),
    h("div", { class: `status status-small status-${s.cls}`, id: "proposal-status" }, h("span", { class: "status-icon", "aria-hidden": "true" }, s.icon), h("span", {}, s.word)),
    p.fix || p.keep_home ? h("p", {}, "Kept: ", attacksText(p.fix || {}), p.keep_home ? `; at home: ${p.keep_home.join(", ")}` : "") : null,
    d.declaration ? h("p", {}, "Declaration: ", h("strong", { id: "proposal-declaration" }, attacksText(d.declaration.attacks))) : null,
    d.objective ? h("p", {}, `Objective ${d.objective.name}: ${d.objective.value}`) : null,
    d.maximum !== undefined && d.maximum !== null && d.obeyed !== undefined ? h("p", {}, `Requirements obeyed (508.1d): ${d.obeyed} of ${d.maximum}.`) : null,
    d.cost ? h("p", {}, "Cost: ", h("code", {}, d.cost.mana), d.cost.life ? ` and ${d.cost.life} life` : "", d.payment ? `; payment: ${paymentText(d.payment)}` : "") : null,
    d.status === "unknown" ? unknownWhy(d, "propose") : null,
    (d.violations || []).length ? h("ol", { class: "violations" }, violationItems(d.violations)) : null,
    d.declaration ? h("button", { type: "button", class: "primary", id: "apply-proposal", dataset: { k: "proposal:apply" }, onclick: () => applyWitness(d.declaration.attacks) }, "Declare this proposal") : null);
}

const count = busy(async () => {
  countAnswer = { pending: true };
  renderCount();
  const asked = boardVersion;
  const answer = await api.latest("count", "POST", "/count", requestBase());
  if (!answer) return;
  countAnswer = { ok: answer.ok, data: answer.data, digits: answer.ok ? api.exactCount(answer) : null,
                  bounds: answer.ok ? api.countBounds(answer) : null, stale: boardVersion !== asked };
  renderCount();
});

function renderCount() {
  const parts = [h("button", { type: "button", dataset: { k: "count" }, onclick: count }, "Count the legal declarations")];
  const c = countAnswer;
  if (c && c.pending) parts.push(h("p", { class: "muted" }, "Counting…"));
  else if (c && !c.ok) parts.push(errorList(c.data));
  else if (c && c.data.status === "exact") {
    const digits = c.digits || String(c.data.count);
    parts.push(h("p", {}, c.stale ? "For the board as it was: " : "", "Exactly ",
      h("output", { id: "count-result", class: "big-number" }, digits),
      ` legal declaration${digits === "1" ? "" : "s"}`, digits.length > 15 ? ` (${digits.length} digits)` : "", "."));
  } else if (c && c.data.status === "bounds" && c.bounds) {
    const size = (n) => (n.length > 15 ? ` (${n.length} digits)` : "");
    parts.push(h("p", { id: "count-result-bounds" }, c.stale ? "For the board as it was: " : "",
      "Not proved exactly within the time limit; proved: at least ",
      h("output", { class: "big-number" }, c.bounds.lower), size(c.bounds.lower), " and at most ",
      h("output", { class: "big-number" }, c.bounds.upper), size(c.bounds.upper), " legal declarations."));
  } else if (c) {
    parts.push(h("p", { id: "count-result-unknown" }, h("strong", {}, "Unknown. ")), unknownWhy(c.data, "count"));
  }
  render($("#count"), parts);
}

// ---------------------------------------------------------------------------- import, export, share, examples

const exportBoard = busy(async (format) => {
  const status = $("#io-status");
  let text;
  if (format === "json") {
    text = JSON.stringify(state.board, null, 2) + "\n";
  } else {
    const answer = await api.post("/board/yaml", { board: state.board });
    if (!answer.ok) { status.textContent = (answer.data.violations || [{}])[0].message; return; }
    text = answer.data.yaml;
  }
  const area = $("#io-text");
  area.value = text;
  const name = format === "json" ? "board.json" : "board.yaml";
  const link = $("#io-download");
  if (link.href) URL.revokeObjectURL(link.href);
  link.href = URL.createObjectURL(new Blob([text], { type: format === "json" ? "application/json" : "application/yaml" }));
  link.download = name;
  link.hidden = false;
  link.textContent = `Download ${name}`;
  exportName = name;
  showCommand();
  status.textContent = `The board as ${format.toUpperCase()}: the command line reads this file as the same board.`;
});

// an error object's violations as text; `under` (such as "board.") is left out of the paths
function problemText(data, under = "") {
  const path = (field) => (under && field.startsWith(under) ? field.slice(under.length) : field);
  return (data.violations || []).map((v) => `${v.field ? path(v.field) + ": " : ""}${v.message}`).join("; ");
}

const importText = busy(async (text) => {
  const status = $("#io-status");
  const answer = await api.post("/board/read", { text });
  if (!answer.ok) {
    status.textContent = "Can't import: " + problemText(answer.data);
    return;
  }
  try {
    loadSituation({ board: answer.data.board, attacks: {} });
  } catch (err) {
    status.textContent = `Can't import: ${err.message}; the board shown is unchanged.`;
    return;
  }
  exampleChecks = null;
  status.textContent = "Imported. The declaration was cleared.";
  importedNote = true;
  renderExamples();
  boardChanged();
  declarationChanged();
});

const loadExample = busy(async (name) => {
  const answer = await api.get(`/examples/${encodeURIComponent(name)}`);
  if (!answer.ok) return;
  const ex = answer.data;
  loadSituation({ board: ex.board, attacks: {} });
  exampleChecks = { title: ex.title, about: ex.about, checks: ex.checks || [] };
  boardNotice = "";
  renderExamples();
  boardChanged();
  declarationChanged();
  later(() => focusKey("example:check:0"));
});

// `card:` in an example's text is code, as in its file's Markdown-like prose
function codeSpans(text) {
  return String(text).split("`").map((part, i) => (i % 2 ? h("code", {}, part) : part));
}

function renderExamples() {
  const parts = [h("ul", { class: "examples" }, examples.map((ex) => h("li", {},
    h("button", { type: "button", dataset: { k: `example:${ex.name}` }, onclick: () => loadExample(ex.name) }, ex.title),
    h("span", { class: "muted" }, " ", ...codeSpans(ex.about)))))];
  if (exampleChecks) {
    parts.push(h("div", { class: "example-checks" }, h("p", {}, h("strong", {}, exampleChecks.title), " — declarations its file checks:"),
      h("div", { class: "buttons" }, exampleChecks.checks.map((c, i) => h("button", {
        type: "button", dataset: { k: `example:check:${i}` },
        onclick: () => { state.attacks = { ...(c.declaration.attacks || {}) }; declarationChanged(); },
      }, `Declare ${attacksText(c.declaration.attacks)}`)))));
  }
  render($("#examples"), parts);
}

async function readFragment() {
  const fragment = location.hash.slice(1);
  if (!fragment) return false;
  try {
    const s = await decodeSituation(fragment);
    if (!s) return false;
    loadSituation(s);
    const known = new Set(permIds());
    const missing = Object.keys(state.attacks).filter((c) => !known.has(c));
    if (missing.length) {
      boardNotice = `The link's declaration names ${missing.join(", ")}, which the board does not hold: left out.`;
    }
    return true;
  } catch (err) {
    boardNotice = `The link's situation can't be read (${err.message}); starting with a new board.`;
    return false;
  }
}

function wireStatic() {
  $("#io-export-yaml").addEventListener("click", () => exportBoard("yaml"));
  $("#io-export-json").addEventListener("click", () => exportBoard("json"));
  $("#io-import").addEventListener("click", () => importText($("#io-text").value));
  $("#io-file").addEventListener("change", busy(async (ev) => {
    const file = ev.target.files[0];
    if (file) await importText(await file.text());
    ev.target.value = "";
  }));
  $("#new-board").addEventListener("click", () => {
    loadSituation({ board: newBoard(), attacks: {} });
    exampleChecks = null;
    boardNotice = "";
    renderExamples();
    boardChanged();
    declarationChanged();
  });
  $("#share-copy").addEventListener("click", async () => {
    const link = $("#share-link");
    link.value = location.href;
    link.select();
    let copied = false;
    try { await navigator.clipboard.writeText(link.value); copied = true; } catch (err) { copied = document.execCommand && document.execCommand("copy"); }
    $("#share-status").textContent = copied ? "Link copied." : "Select the link and copy it.";
  });
  const limit = $("#time-limit");
  limit.addEventListener("change", () => { state.timeLimit = limit.value; refreshCheck(); });
  window.addEventListener("hashchange", async () => {
    const current = await encodeSituation(situation());
    if (location.hash.slice(1) === current) return;
    if (await readFragment()) { renderExamples(); boardChanged(); declarationChanged(); } else renderBoard();
  });
}

async function main() {
  wireStatic();
  const fromLink = await readFragment();
  const [schemaAnswer, examplesAnswer] = await Promise.all([api.get("/schema"), api.get("/examples")]);
  if (schemaAnswer.ok) schema = schemaAnswer.data;
  if (examplesAnswer.ok) examples = examplesAnswer.data.examples;
  renderExamples();
  renderPropose();
  renderCount();
  boardChanged();
  declarationChanged();
  document.body.dataset.ready = fromLink ? "link" : "new";
}

main();
