// The situation in the URL fragment: #s=<base64url of deflate-raw JSON> (CompressionStream),
// or #j=<base64url JSON> where the browser has no CompressionStream. Both are read.

function toBase64Url(bytes) {
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode.apply(null, bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64Url(text) {
  const b64 = text.replace(/-/g, "+").replace(/_/g, "/") + "===".slice((text.length + 3) % 4);
  const binary = atob(b64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

async function through(stream, bytes) {
  const out = new Blob([bytes]).stream().pipeThrough(stream);
  return new Uint8Array(await new Response(out).arrayBuffer());
}

export async function encodeSituation(situation) {
  const bytes = new TextEncoder().encode(JSON.stringify(situation));
  if (typeof CompressionStream === "function") {
    return "s=" + toBase64Url(await through(new CompressionStream("deflate-raw"), bytes));
  }
  return "j=" + toBase64Url(bytes);
}

// The situation in a fragment (without '#'), or null when there is none; throws on a damaged one.
export async function decodeSituation(fragment) {
  if (!fragment) return null;
  const [key, value] = [fragment.slice(0, 2), fragment.slice(2)];
  if (key === "s=") {
    const bytes = await through(new DecompressionStream("deflate-raw"), fromBase64Url(value));
    return JSON.parse(new TextDecoder().decode(bytes));
  }
  if (key === "j=") return JSON.parse(new TextDecoder().decode(fromBase64Url(value)));
  return null;
}
