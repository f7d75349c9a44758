// Forms for effects, generated from the board format's JSON Schema (GET /schema): one field
// per property of the effect kind, a chooser where a property takes several forms (a
// selector: self, attached, a list of ids, or creatures matching a description), optional
// fields left out of the board until set. The form edits the effect object in place.

import { h, newId } from "./dom.js";

const HINTS = {
  creatures: "the creatures it applies to",
  sources: "the mana sources it applies to",
  target: "a player id, you, or a planeswalker or battle id",
  player: "a player id, or you",
  controller: "the player who controls it; “you” means this player",
  source: "the permanent it comes from (its id), if any",
  cost: "mana, e.g. {2}, {X} or {W/P}",
  count: "a number",
  keywords: "comma-separated, e.g. haste, flying",
  types: "comma-separated, e.g. creature, artifact",
  subtypes: "comma-separated, e.g. Goblin",
  colors: "comma-separated letters: W, U, B, R, G",
  not_colors: "comma-separated letters: W, U, B, R, G",
  lacks_keywords: "comma-separated",
};

const CHOICE_LABELS = {
  self: "self — the permanent it comes from",
  attached: "attached — what its source is attached to",
  SelectorObject: "creatures matching a description",
  CountOf: "the number of permanents matching a description",
  paid: "paid — the X paid for the spell",
};

const LISTS = { target: "dl-targets", player: "dl-players-you", source: "dl-permanents", controller: "dl-controllers" };

export function effectKinds(schema) {
  const items = schema && schema.properties && schema.properties.effects && schema.properties.effects.items;
  const mapping = (items && items.discriminator && items.discriminator.mapping) || {};
  const out = {};
  for (const [kind, ref] of Object.entries(mapping)) out[kind] = ref.split("/").pop();
  return out;
}

function deref(schema, node) {
  if (node && node.$ref) return { name: node.$ref.split("/").pop(), def: schema.$defs[node.$ref.split("/").pop()] };
  return null;
}

function emptyOf(schema, def) {
  const out = {};
  for (const name of def.required || []) {
    const prop = def.properties[name];
    out[name] = defaultFor(schema, prop);
  }
  return out;
}

function defaultFor(schema, prop) {
  const choices = choicesOf(schema, prop, true);
  const first = choices[0];
  return first ? first.initial() : null;
}

// The forms a property may take, each with how to recognise and how to start it.
function choicesOf(schema, prop, required) {
  const alts = prop.anyOf ? prop.anyOf : [prop];
  const out = [];
  for (const alt of alts) {
    if (alt.type === "null") continue;
    const ref = deref(schema, alt);
    if (ref) {
      out.push({ id: ref.name, label: CHOICE_LABELS[ref.name] || ref.name, form: "object", def: ref.def,
        matches: (v) => v !== null && typeof v === "object" && !Array.isArray(v), initial: () => emptyOf(schema, ref.def) });
    } else if (alt.enum) {
      for (const value of alt.enum) {
        out.push({ id: `=${value}`, label: CHOICE_LABELS[value] || value, form: "fixed",
          matches: (v) => v === value, initial: () => value });
      }
    } else if (alt.const !== undefined) {
      out.push({ id: `=${alt.const}`, label: CHOICE_LABELS[alt.const] || String(alt.const), form: "fixed",
        matches: (v) => v === alt.const, initial: () => alt.const });
    } else if (alt.type === "string") {
      out.push({ id: "string", label: "text", form: "string", matches: (v) => typeof v === "string", initial: () => "" });
    } else if (alt.type === "integer" || alt.type === "number") {
      out.push({ id: "integer", label: "a number", form: "integer", matches: (v) => typeof v === "number",
        initial: () => (alt.minimum !== undefined ? alt.minimum : 0) });
    } else if (alt.type === "boolean") {
      out.push({ id: "boolean", label: "yes or no", form: "boolean", matches: (v) => typeof v === "boolean", initial: () => false });
    } else if (alt.type === "array" && alt.items && alt.items.type === "string") {
      out.push({ id: "list", label: "these ids (a list)", form: "list",
        matches: (v) => Array.isArray(v) && v.every((x) => typeof x === "string"), initial: () => [] });
    } else {
      out.push({ id: "json", label: "JSON", form: "json", matches: () => true, initial: () => null });
    }
  }
  if (!required || alts.some((a) => a.type === "null")) {
    out.push({ id: "unset", label: "(not set)", form: "unset", matches: (v) => v === undefined || v === null, initial: () => undefined });
  }
  return out;
}

function titleOf(name, prop) {
  return (prop && prop.title) || name.replace(/_/g, " ");
}

function splitList(text) {
  return text.split(",").map((s) => s.trim()).filter(Boolean);
}

// A form for `obj` (an object of schema definition `def`); `changed()` after every edit.
export function objectForm({ schema, def, obj, key, changed, skip = ["kind"] }) {
  const rows = [];
  const required = new Set(def.required || []);
  for (const [name, prop] of Object.entries(def.properties || {})) {
    if (skip.includes(name)) continue;
    rows.push(propertyField({
      schema, name, prop, required: required.has(name), key: `${key}.${name}`,
      get: () => obj[name],
      set: (v) => {
        if (v === undefined || (!required.has(name) && prop.default !== undefined && JSON.stringify(v) === JSON.stringify(prop.default))) {
          delete obj[name];
        } else {
          obj[name] = v;
        }
        changed();
      },
    }));
  }
  return h("div", { class: "schema-form" }, rows);
}

function propertyField({ schema, name, prop, required, key, get, set }) {
  const choices = choicesOf(schema, prop, required);
  const value = get();
  const current = choices.find((c) => c.matches(value)) || choices[0];
  const title = titleOf(name, prop);
  const hint = HINTS[name];
  const hintId = hint ? newId("hint") : null;
  const parts = [];
  const realChoices = choices.filter((c) => c.form !== "unset");
  const several = choices.length > 1 && !(choices.length === 2 && realChoices.length === 1 && ["string", "integer", "list", "boolean"].includes(realChoices[0].form));

  if (several) {
    const chooserId = newId("form");
    parts.push(h("label", { for: chooserId }, title),
      h("select", {
        id: chooserId, dataset: { k: key + ":form" }, "aria-describedby": hintId,
        onchange: (ev) => {
          const choice = choices.find((c) => c.id === ev.target.value);
          set(choice.initial());
        },
      }, choices.map((c) => h("option", { value: c.id, selected: c === current }, c.label))));
    if (!["fixed", "unset"].includes(current.form)) {
      parts.push(editorFor({ schema, choice: current, name, title: `${title}: ${current.label}`, key, value, set, hintId: null, required: true }));
    }
  } else {
    parts.push(editorFor({ schema, choice: realChoices[0] || current, name, title, key, value, set, hintId, required, labelled: true, prop }));
  }
  if (hint) parts.push(h("small", { id: hintId, class: "hint" }, hint));
  return h("div", { class: `field field-${name}` }, parts);
}

function editorFor({ schema, choice, name, title, key, value, set, hintId, required, labelled, prop }) {
  const id = newId("f");
  const label = h("label", { for: id, class: labelled ? "" : "sub-label" }, title);
  const list = LISTS[name] && (choice.form === "string") ? LISTS[name] : null;
  switch (choice.form) {
    case "string":
      return h("span", { class: "editor" }, label, h("input", {
        id, type: "text", value: typeof value === "string" ? value : "", dataset: { k: key }, list,
        "aria-describedby": hintId, required,
        onchange: (ev) => set(ev.target.value === "" && !required ? undefined : ev.target.value),
      }));
    case "integer":
      return h("span", { class: "editor" }, label, h("input", {
        id, type: "number", step: "1", value: typeof value === "number" ? String(value) : "", dataset: { k: key },
        placeholder: prop && prop.default !== undefined && prop.default !== null ? String(prop.default) : "",
        "aria-describedby": hintId,
        onchange: (ev) => set(ev.target.value === "" ? (required ? 0 : undefined) : Number(ev.target.value)),
      }));
    case "boolean":
      return h("span", { class: "editor check" }, h("input", {
        id, type: "checkbox", checked: typeof value === "boolean" ? value : Boolean(prop && prop.default),
        dataset: { k: key }, "aria-describedby": hintId, onchange: (ev) => set(ev.target.checked),
      }), label);
    case "list":
      return h("span", { class: "editor" }, label, h("input", {
        id, type: "text", value: Array.isArray(value) ? value.join(", ") : "", dataset: { k: key },
        "aria-describedby": hintId, placeholder: "comma-separated",
        onchange: (ev) => {
          const items = splitList(ev.target.value);
          set(items.length === 0 && !required ? undefined : items);
        },
      }));
    case "object": {
      const obj = value && typeof value === "object" && !Array.isArray(value) ? value : choice.initial();
      return h("fieldset", { class: "nested" }, h("legend", {}, title),
        objectForm({ schema, def: choice.def, obj, key, changed: () => set(obj), skip: [] }));
    }
    case "json":
    default:
      return h("span", { class: "editor" }, label, h("input", {
        id, type: "text", value: value === undefined ? "" : JSON.stringify(value), dataset: { k: key },
        "aria-describedby": hintId, placeholder: "JSON",
        onchange: (ev) => {
          if (ev.target.value.trim() === "") { set(undefined); return; }
          try { set(JSON.parse(ev.target.value)); ev.target.setCustomValidity(""); } catch (err) {
            ev.target.setCustomValidity("not JSON"); ev.target.reportValidity();
          }
        },
      }));
  }
}

// A new effect of `kind` with its required fields started.
export function newEffect(schema, kind) {
  const def = schema.$defs[effectKinds(schema)[kind]];
  return { kind, ...emptyOf(schema, def) };
}

export function effectDef(schema, kind) {
  const name = effectKinds(schema)[kind];
  return name ? schema.$defs[name] : null;
}
