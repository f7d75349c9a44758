// Small DOM helpers: h() builds elements; render() replaces a container's children and keeps
// the keyboard focus (and an uncommitted text edit) on the element with the same data-k.

export function h(tag, attrs = {}, ...children) {
  const el = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs || {})) {
    if (value === undefined || value === null || value === false) continue;
    if (key.startsWith("on") && typeof value === "function") {
      el.addEventListener(key.slice(2).toLowerCase(), value);
    } else if (key === "class") {
      el.className = value;
    } else if (key === "dataset") {
      Object.assign(el.dataset, value);
    } else if (key === "value") {
      el.value = value;
    } else if (key === "checked" || key === "selected" || key === "disabled" || key === "open") {
      el[key] = Boolean(value);
    } else if (value === true) {
      el.setAttribute(key, "");
    } else {
      el.setAttribute(key, String(value));
    }
  }
  append(el, children);
  return el;
}

function append(el, children) {
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    if (Array.isArray(child)) append(el, child);
    else if (child instanceof Node) el.appendChild(child);
    else el.appendChild(document.createTextNode(String(child)));
  }
}

let uid = 0;
export function newId(prefix = "u") {
  uid += 1;
  return `${prefix}-${uid}`;
}

// Replace `container`'s children with `children`; the focused element (by data-k) gets focus
// back, with its caret and any text typed but not yet committed.
export function render(container, children, fallbackFocus = null) {
  const active = document.activeElement;
  let key = null;
  let typed = null;
  if (active && container.contains(active) && active.dataset && active.dataset.k) {
    key = active.dataset.k;
    if ((active.tagName === "INPUT" || active.tagName === "TEXTAREA") && active.type !== "checkbox" && active.type !== "radio") {
      typed = { value: active.value, start: active.selectionStart, end: active.selectionEnd };
    }
  }
  const hadFocus = active && container.contains(active);
  container.replaceChildren();
  append(container, Array.isArray(children) ? children : [children]);
  if (!hadFocus) return;
  const again = key ? container.querySelector(`[data-k="${CSS.escape(key)}"]`) : null;
  if (again) {
    if (typed && again.value !== typed.value) again.value = typed.value;
    again.focus({ preventScroll: true });
    if (typed && typeof again.setSelectionRange === "function" && typed.start !== null) {
      try { again.setSelectionRange(typed.start, typed.end); } catch (e) { /* number inputs */ }
    }
  } else if (fallbackFocus) {
    const el = typeof fallbackFocus === "string" ? document.querySelector(fallbackFocus) : fallbackFocus;
    if (el) el.focus({ preventScroll: true });
  }
}

export function debounce(fn, ms) {
  let timer = null;
  return (...args) => {
    clearTimeout(timer);
    timer = setTimeout(() => fn(...args), ms);
  };
}
