import { describe, expect, it } from 'vitest';
import { jsonForScript } from './script-json.ts';

describe('jsonForScript', () => {
  it('cannot close or comment out the script element it sits in', () => {
    const value = { html: '</script><script>alert(1)</script><!-- x -->', line: 'a\u2028b\u2029c' };
    const text = jsonForScript(value);
    expect(text).not.toContain('<');
    expect(text).not.toMatch(/[\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(value);
  });

  it('survives a round trip through an HTML parser', () => {
    const value = { body: '<p>Say "hi" & </SCRIPT> leave</p>' };
    const doc = new DOMParser().parseFromString(
      `<!doctype html><script type="application/json" id="d">${jsonForScript(value)}</script><p id="after">after</p>`,
      'text/html',
    );
    expect(JSON.parse(doc.getElementById('d')!.textContent!)).toEqual(value);
    expect(doc.getElementById('after')).not.toBeNull();
  });
});
