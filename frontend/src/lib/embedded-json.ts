/**
 * The JSON a prerendered page carries in its `<script id={id} type="application/json">` element,
 * written by the build from data it checked, so not validated again here. Undefined when the page
 * has none (the app shell, a build without it) and outside a browser (the build-time render).
 */
export function readEmbeddedJson<T>(id: string): T | undefined {
  if (typeof document === 'undefined') return undefined;
  const text = document.getElementById(id)?.textContent;
  return text ? (JSON.parse(text) as T) : undefined;
}
