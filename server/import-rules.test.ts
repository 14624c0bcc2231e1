import { ESLint } from 'eslint';

// eslint.config.js holds the rules: each case lints one import as if it were written in the named file.
jest.setTimeout(60_000);

const eslint = new ESLint({ cwd: process.cwd() });

async function ruleBroken(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.map((message) => message.ruleId ?? message.message);
}

describe('server import rules', () => {
  it('refuses an API surface importing another', async () => {
    expect(await ruleBroken('server/storage/caller.ts', "export { createAuthHandler } from '../auth';\n")).toContain(
      'import-x/no-restricted-paths',
    );
    expect(await ruleBroken('server/auth/auth-request.ts', "export { createRestHandler } from '../rest';\n")).toContain(
      'import-x/no-restricted-paths',
    );
  });

  it('refuses server/http importing an API surface', async () => {
    expect(await ruleBroken('server/http/cors.ts', "export { createRealtimeServer } from '../realtime';\n")).toContain(
      'import-x/no-restricted-paths',
    );
  });

  it('refuses server/mail importing an API surface: what both need sits below them (server-mode.ts)', async () => {
    expect(await ruleBroken('server/mail/app-mail.ts', "export { readAuthOptions } from '../auth/auth-options';\n")).toContain(
      'import-x/no-restricted-paths',
    );
    expect(await ruleBroken('server/mail/app-mail.ts', "export { readServerMode } from '../server-mode';\n")).toEqual([]);
  });

  it('refuses production code importing test support, and lets tests import it', async () => {
    const code = "export { startTestServer } from '../testing/test-server';\n";
    expect(await ruleBroken('server/auth/auth-request.ts', code)).toContain('import-x/no-restricted-paths');
    expect(await ruleBroken('server/auth/auth-request.test.ts', code)).toEqual([]);
  });

  it('refuses an import cycle: channel handlers importing the socket that dispatches to them', async () => {
    const code = "import { Connection } from '../socket/connection';\nexport const socketClass = Connection;\n";
    expect(await ruleBroken('server/realtime/channels/channel-messages.ts', code)).toContain('import-x/no-cycle');
  });
});

describe('SPA import rules', () => {
  it('refuses the AI provider\'s SDK in the browser code, where its key would be exposed', async () => {
    expect(await ruleBroken('src/entities/ai-answer/api/ai-api.ts', "export { default } from 'openai';\n")).toContain('no-restricted-imports');
  });
});
