// A card-name autocomplete (the ARIA 1.2 combobox pattern): type, ArrowDown/ArrowUp move
// through the suggestions, Enter takes the highlighted one (or the text as typed), Escape
// closes the list. Suggestions come from GET /cards?q=.

import { h, newId, debounce } from "./dom.js";
import { get } from "./api.js";

export function cardCombobox({ label, key, placeholder = "card name", onPick, buttonText = "Add" }) {
  const listId = newId("cards");
  const inputId = newId("card-input");
  let options = [];
  let active = -1;
  let query = 0;

  const input = h("input", {
    id: inputId, type: "text", role: "combobox", "aria-autocomplete": "list", "aria-expanded": "false",
    "aria-controls": listId, autocomplete: "off", spellcheck: "false", placeholder, class: "combo-input",
    dataset: { k: key },
  });
  const list = h("ul", { id: listId, role: "listbox", class: "combo-list", "aria-label": `${label}: suggestions`, hidden: true });
  const button = h("button", { type: "button", dataset: { k: key + ":go" } }, buttonText);

  function close() {
    list.hidden = true;
    input.setAttribute("aria-expanded", "false");
    input.removeAttribute("aria-activedescendant");
    active = -1;
  }

  function highlight(index) {
    active = index;
    [...list.children].forEach((li, i) => li.setAttribute("aria-selected", String(i === index)));
    if (index >= 0 && list.children[index]) {
      input.setAttribute("aria-activedescendant", list.children[index].id);
      list.children[index].scrollIntoView({ block: "nearest" });
    } else {
      input.removeAttribute("aria-activedescendant");
    }
  }

  function show(names) {
    options = names;
    list.replaceChildren(...names.map((name, i) => h("li", {
      id: `${listId}-${i}`, role: "option", "aria-selected": "false", class: "combo-option",
      onmousedown: (ev) => { ev.preventDefault(); pick(name); },
    }, name)));
    const open = names.length > 0;
    list.hidden = !open;
    input.setAttribute("aria-expanded", String(open));
    highlight(-1);
  }

  const suggest = debounce(async () => {
    const text = input.value.trim();
    const mine = ++query;
    if (!text) { show([]); return; }
    const answer = await get(`/cards?q=${encodeURIComponent(text)}&limit=12`);
    if (mine !== query || document.activeElement !== input) return;
    show(answer.ok ? answer.data.cards : []);
  }, 120);

  const message = h("div", { class: "combo-message", role: "status" });

  // onPick(name) resolves to null when done, or to {message, suggestions, actions} to show
  // here (an action: {label, run}).
  async function pick(name) {
    close();
    const chosen = (name || input.value).trim();
    if (!chosen) return;
    input.value = "";
    message.replaceChildren();
    const problem = await onPick(chosen);
    if (!problem) return;
    input.value = chosen;
    message.replaceChildren(
      h("span", { class: "error-text" }, problem.message),
      // the focus goes back to the box (the button goes with the message): a keyboard user
      // goes on from here, not from the top of the page
      ...(problem.suggestions || []).map((s) => h("button", {
        type: "button", class: "link", onclick: () => { input.value = ""; input.focus(); pick(s); },
      }, `Add ${s}`)),
      ...(problem.actions || []).map((a) => h("button", {
        type: "button", class: "link", onclick: () => { input.value = ""; message.replaceChildren(); input.focus(); a.run(); },
      }, a.label)));
  }

  input.addEventListener("input", suggest);
  // The page may redraw this control while it has text (the focus comes back): suggest again.
  input.addEventListener("focus", () => { if (input.value.trim()) suggest(); });
  input.addEventListener("blur", () => setTimeout(close, 100));
  input.addEventListener("keydown", (ev) => {
    const open = !list.hidden && options.length > 0;
    if (ev.key === "ArrowDown") {
      ev.preventDefault();
      if (!open) { suggest(); return; }
      highlight(Math.min(options.length - 1, active + 1));
    } else if (ev.key === "ArrowUp") {
      ev.preventDefault();
      if (open) highlight(Math.max(0, active - 1));
    } else if (ev.key === "Enter") {
      ev.preventDefault();
      pick(open && active >= 0 ? options[active] : input.value);
    } else if (ev.key === "Escape") {
      if (open) { ev.preventDefault(); close(); }
    } else if (ev.key === "Tab") {
      close();
    }
  });
  button.addEventListener("click", () => pick(input.value));

  return h("div", { class: "combo" },
    h("label", { for: inputId }, label),
    h("div", { class: "combo-row" }, h("div", { class: "combo-box" }, input, list), button), message);
}
