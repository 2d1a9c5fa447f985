// An https request that trusts exactly the CA it is given (as a client told NODE_EXTRA_CA_CERTS or SSL_CERT_FILE
// would; Node's own roots without one), for the emulator's --https mode. Never follows redirects; reports the certificate the server presented.
import { request } from 'node:https';
import type { TLSSocket } from 'node:tls';

export interface HttpsAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  json: any;
  /** SHA-256 fingerprint of the server certificate. */
  fingerprint: string;
}

export function httpsRequest(
  url: string,
  options: { ca?: string | Buffer; method?: string; headers?: Record<string, string>; body?: string },
): Promise<HttpsAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { method: options.method ?? 'GET', headers: options.headers, ca: options.ca, agent: false, timeout: 10_000 },
      (res) => {
        const fingerprint = (res.socket as TLSSocket).getPeerCertificate().fingerprint256;
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => {
          let json: unknown;
          try {
            json = text ? JSON.parse(text) : undefined;
          } catch {
            json = undefined;
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json, fingerprint });
        });
      },
    );
    req.on('timeout', () => req.destroy(new Error(`${url}: no answer within 10 s`)));
    req.on('error', reject);
    req.end(options.body);
  });
}
