/**
 * JSON to place inside a <script> data block. The HTML parser ends the element at the first
 * "</script" and treats "<!--" specially, whatever the JSON means, so every "<" is escaped; the
 * line separators U+2028/2029 are escaped for older JavaScript parsers that read the block.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}
