// The HTTP API, as the page uses it. Every answer is returned as the server sent it:
// {ok, status, data, text}. An error answer is the service's error object
// {"status": "error", "violations": [{kind, rule, message, field}]}.

async function call(method, path, body, signal) {
  const init = { method, headers: { Accept: "application/json" }, signal };
  if (body !== undefined) {
    init.headers["Content-Type"] = "application/json";
    init.body = JSON.stringify(body);
  }
  let response;
  try {
    response = await fetch(path, init);
  } catch (err) {
    if (err && err.name === "AbortError") throw err;
    return { ok: false, status: 0, text: "", data: networkError(err) };
  }
  const text = await response.text();
  let data = null;
  try {
    data = JSON.parse(text);
  } catch (err) {
    data = { status: "error", violations: [{ kind: "input", rule: null, field: "", message: `the server answered ${response.status} with no JSON` }] };
  }
  return { ok: response.ok, status: response.status, data, text };
}

function networkError(err) {
  return {
    status: "error",
    violations: [{ kind: "network", rule: null, field: "", message: `the server can't be reached (${err && err.message ? err.message : err}); is attackcheck serve still running?` }],
  };
}

// One in-flight request per channel: a newer request aborts the older, and a stale answer is
// never shown.
const channels = new Map();
export async function latest(channel, method, path, body) {
  const previous = channels.get(channel);
  if (previous) previous.abort();
  const controller = new AbortController();
  channels.set(channel, controller);
  try {
    const answer = await call(method, path, body, controller.signal);
    if (channels.get(channel) !== controller) return null;
    return answer;
  } catch (err) {
    if (err && err.name === "AbortError") return null;
    throw err;
  } finally {
    if (channels.get(channel) === controller) channels.delete(channel);
  }
}

export const get = (path) => call("GET", path);
export const post = (path, body) => call("POST", path, body);

// The exact count as decimal text: JSON numbers past 2^53 lose digits in JavaScript, so the
// digits are read from the answer's text.
export function exactCount(answer) {
  const match = /"count"\s*:\s*(-?\d+)/.exec(answer.text || "");
  return match ? match[1] : null;
}

// Proven bounds on the count ({"status": "bounds", "lower": L, "upper": U}) as decimal text.
export function countBounds(answer) {
  const lower = /"lower"\s*:\s*(\d+)/.exec(answer.text || "");
  const upper = /"upper"\s*:\s*(\d+)/.exec(answer.text || "");
  return lower && upper ? { lower: lower[1], upper: upper[1] } : null;
}
