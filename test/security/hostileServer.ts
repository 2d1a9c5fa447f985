// A tiny stand-in for both services whose every string carries terminal escapes: what a compromised or
// buggy server (or a man in the middle on plain HTTP) could send. Auth is not checked.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The hostile-strings set: what a server string must never carry to a terminal. */
export const ESCAPES = {
  osc52: '\u001b]52;c;ZXZpbCBjbGlwYm9hcmQ=\u0007', // writes the clipboard
  clear: '\u001b[2J\u001b[H', // clears the screen, cursor home
  osc8: '\u001b]8;;https://evil.example/\u001b\\click me\u001b]8;;\u001b\\', // hyperlink
  bel: '\u0007',
  title: '\u001b]0;pwned\u0007', // window title (OSC 0)
  c1csi: '\u009b2J', // 8-bit CSI clear
  c1osc: '\u009d0;pwned\u009c', // 8-bit OSC (title), ended by 8-bit ST
  dcs: '\u001bPq#0;2;0;0;0#0!10~\u001b\\', // DCS (sixel), ended by ESC \\
  c1dcs: '\u0090q\u009c', // 8-bit DCS
  nel: '\u0085', // C1 next line
  c1: '\u0080\u0084\u008d\u0099', // other C1 controls
  rlo: '\u202e', // right-to-left override: reverses what follows
  lro: '\u202d', // left-to-right override
  embeddings: '\u202a\u202b\u202c', // LRE, RLE, PDF
  isolates: '\u2066\u2067\u2068\u2069', // LRI, RLI, FSI, PDI
  marks: '\u200e\u200f', // LRM, RLM
  cr: '\r', // back to the start of the line: overwrites what was printed
  bs: '\b', // backspace
  nul: '\u0000',
  del: '\u007f',
  vtff: '\u000b\u000c', // vertical tab, form feed
  loneEsc: '\u001b', // an escape that starts nothing
};
const ALL = Object.values(ESCAPES).join('');

/** `visible` with every escape sequence of the set around it: the visible text must survive sanitising. */
export const hostile = (visible: string) => `${ESCAPES.clear}${ESCAPES.rlo}${visible}${ALL}`;

export const VISIBLE = {
  failure: 'Provisioning failed in region',
  region: 'Mars Base',
  error: 'Set is locked by another operation',
  roomError: 'room name rejected by policy',
  geo: 'eu-hostile',
  log: 'INFO agent log line',
  crash: 'KeyError in agent start-up',
  warning: 'identical configuration deployed',
  status: 'reprovisioning',
};

const agentDeployment = () => ({
  id: 'd-2',
  manifest: {
    spec: {
      image: hostile('me/agent:1'),
      envFromSecretNames: [hostile('bound-set')],
      imagePullSecretName: hostile('pull-set'),
    },
  },
});

/** An agent whose every string is hostile; a redeploy answer names no new deployment and carries a hostile warning. */
const agentDetail = (redeploy: boolean) => ({
  name: 'hostile-agent',
  region: hostile(VISIBLE.region),
  ready: false,
  available: true,
  desiredDeploymentId: 'd-2',
  reconciledDeploymentId: 'd-2',
  activeSessionCount: 1,
  deployment: agentDeployment(),
  currentRevision: {
    deploymentID: 'd-2',
    phase: 'Failed',
    health: { ready: false, reason: hostile('CrashLoopBackOff'), message: hostile(VISIBLE.crash) },
  },
  previousRevision: { deploymentID: 'd-1', phase: hostile('Active') },
  conditions: [{ type: 'Degraded', status: 'True', message: hostile('degraded') }],
  errors: [{ code: hostile('E1'), message: hostile(VISIBLE.crash) }],
  ...(redeploy ? { warning: hostile(VISIBLE.warning) } : {}),
});

export interface HostileServer {
  url: string;
  roomApiUrl: string;
  close(): Promise<void>;
}

function send(res: import('node:http').ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(text);
}

export async function startHostileServer(): Promise<HostileServer> {
  let base = '';
  const room = (name: string) => ({
    id: '0b7a1e4c-0000-4000-8000-000000000000',
    name,
    api_created: true,
    privacy: 'public',
    url: `${base}/${name}`,
    created_at: '2026-01-01T00:00:00.000Z',
    config: {
      geo: hostile(VISIBLE.geo),
      sip: { display_name: hostile('sip-name'), video: false, sip_mode: 'dial-in', num_endpoints: 1 },
      lang: ALL,
    },
  });
  const server: Server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const path = (req.url ?? '/').split('?')[0];
      const method = req.method ?? 'GET';
      if (path === '/v1/secrets' && method === 'GET') {
        return send(res, 200, {
          sets: [
            { name: 'good-set', type: 'secret', region: hostile(VISIBLE.region), status: 'ready' },
            {
              name: 'broken-set',
              type: 'secret',
              region: 'us-west',
              status: 'failed',
              errorMessage: hostile(VISIBLE.failure),
            },
            { name: `evil${ESCAPES.clear}name`, type: 'secret', region: 'us-west', status: 'pending' },
            {
              name: 'pull-set',
              type: 'imagePullSecret',
              region: 'us-west',
              status: 'failed',
              errorMessage: hostile(VISIBLE.failure),
            },
            // A status agentdeck does not know, printed as the server gave it: its escapes must not pass.
            { name: 'odd-status', type: 'secret', region: 'us-west', status: hostile(VISIBLE.status) },
          ],
        });
      }
      if (path === '/v1/secrets/broken-set' && method === 'GET') {
        return send(res, 200, {
          region: 'us-west',
          status: 'failed',
          errorMessage: hostile(VISIBLE.failure),
          secrets: [{ fieldName: 'GOOD_KEY' }, { fieldName: hostile('EVIL_KEY') }],
        });
      }
      if (path === '/v1/secrets/odd-status' && method === 'GET') {
        return send(res, 200, {
          region: 'us-west',
          status: hostile(VISIBLE.status),
          secrets: [{ fieldName: 'ODD_KEY' }],
        });
      }
      if (path === '/v1/regions')
        return send(res, 200, { regions: [{ code: 'us-west', display_name: hostile(VISIBLE.region) }] });
      if (path === '/v1/properties') return send(res, 200, { properties: { defaultRegion: 'us-west' } });
      if (path === '/v1/agents' && method === 'GET') {
        return send(res, 200, {
          services: [{ name: 'hostile-agent', region: hostile(VISIBLE.region), deployment: agentDeployment() }],
        });
      }
      if (path === '/v1/agents/hostile-agent') return send(res, 200, agentDetail(method === 'POST'));
      if (path === '/v1/agents/hostile-agent/logs') {
        return send(res, 200, {
          total: { value: 2, relation: hostile('eq') },
          logs: [
            { log: hostile(VISIBLE.log), timestamp: '2026-01-01T00:00:00Z', deploymentId: hostile('d-2') },
            { log: ALL },
          ],
        });
      }
      if (path.startsWith('/v1/')) return send(res, 409, { error: hostile(VISIBLE.error), code: hostile('CONFLICT') });
      if (path === '/daily/v1/rooms' && method === 'GET')
        return send(res, 200, { total_count: 1, data: [room('hostile-room')] });
      if (path === '/daily/v1/rooms/hostile-room' && method === 'GET') return send(res, 200, room('hostile-room'));
      if (path === '/daily/v1/meeting-tokens')
        return send(res, 200, { token: `eyJhbGciOiJIUzI1NiJ9.e30.sig${ESCAPES.osc52}` });
      if (path.startsWith('/daily/v1/'))
        return send(res, 400, { error: 'invalid-request-error', info: hostile(VISIBLE.roomError) });
      return send(res, 404, { error: hostile('not found'), code: 'NOT_FOUND' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  base = `http://127.0.0.1:${port}`;
  return {
    url: base,
    roomApiUrl: `${base}/daily/v1`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
