import { renderConsentPage } from './consent-page';

describe('consent page', () => {
  it('escapes what the person typed and where they return to', () => {
    const html = renderConsentPage({
      action: '/auth/v1/callback',
      state: 'a"b',
      returnTo: "http://127.0.0.1:3000/?q=<x>&n='1'",
      error: '<b>Enter a valid email address</b>',
      fullName: 'Ada "<L>"',
      email: 'ada@example.com',
    });
    expect(html).toContain('name="state" value="a&quot;b"');
    expect(html).toContain('<strong>http://127.0.0.1:3000/?q=&lt;x&gt;&amp;n=&#39;1&#39;</strong>');
    expect(html).toContain('role="alert">&lt;b&gt;Enter a valid email address&lt;/b&gt;</p>');
    expect(html).toContain('value="Ada &quot;&lt;L&gt;&quot;"');
  });
});
