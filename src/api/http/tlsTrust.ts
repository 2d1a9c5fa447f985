// A TLS verification failure, said as what it is: the server answered, but with a certificate this process does
// not trust. Node's codes (UNABLE_TO_VERIFY_LEAF_SIGNATURE …) alone read like a broken connection.

const UNTRUSTED: ReadonlySet<string> = new Set([
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'UNABLE_TO_GET_ISSUER_CERT',
  'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
  'SELF_SIGNED_CERT_IN_CHAIN',
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'CERT_UNTRUSTED',
  'CERT_SIGNATURE_FAILURE',
]);

/** What is wrong with the server's certificate for an error `code`, or undefined when it is not a TLS trust failure. */
export function certificateProblem(code: unknown): string | undefined {
  if (typeof code !== 'string') return undefined;
  if (UNTRUSTED.has(code)) {
    return `its TLS certificate is not trusted (${code}); for an emulator started with --https, set NODE_EXTRA_CA_CERTS to the CA file it prints`;
  }
  if (code === 'CERT_HAS_EXPIRED') return 'its TLS certificate has expired';
  if (code === 'CERT_NOT_YET_VALID') return 'its TLS certificate is not valid yet (check the clock)';
  if (code === 'ERR_TLS_CERT_ALTNAME_INVALID') return 'its TLS certificate is not valid for this host name';
  return undefined;
}
