"""The official CLI's sign-in contract, standard library only (the CLI itself needs PyPI, which tests cannot reach).

Mirrors daily-co/pipecat-cloud cli/commands/auth.py (0.6.0): GET {api}/auth/config -> issuer, client_id; the
issuer's discovery document must name that issuer and https authorization/token endpoints (the check that made
the CLI refuse the plain-http emulator); authorization code + PKCE S256 to a loopback redirect; then a refresh,
which fetches config and discovery again and applies the same checks. TLS goes through ssl.create_default_context(),
the context aiohttp builds, with Python 3.13's stricter default flags added, so SSL_CERT_FILE is the only trust
given. Prints one JSON line without any token; exits 1 with the CLI's own wording on the first failed check.

Usage: python3 official_cli_login.py API_HOST
"""

import base64
import hashlib
import json
import secrets
import ssl
import sys
import urllib.error
import urllib.parse
import urllib.request

REDIRECT_URI = "http://127.0.0.1:8400/oauth_callback"
USER_AGENT = "PipecatCloudCLI/contract-test"


def tls_context():
    context = ssl.create_default_context()
    # Python 3.13 sets these by default; older Pythons get them here so the certificate passes the strict checks too.
    context.verify_flags |= ssl.VERIFY_X509_STRICT
    context.verify_flags |= getattr(ssl, "VERIFY_X509_PARTIAL_CHAIN", 0)
    return context


CONTEXT = tls_context()


class NoRedirect(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, req, fp, code, msg, headers, newurl):
        return None


OPENER = urllib.request.build_opener(NoRedirect, urllib.request.HTTPSHandler(context=CONTEXT))


def fail(message):
    print(message, file=sys.stderr)
    sys.exit(1)


def request(url, data=None, headers=None):
    body = urllib.parse.urlencode(data).encode() if data is not None else None
    req = urllib.request.Request(url, data=body, headers={"User-Agent": USER_AGENT, **(headers or {})})
    try:
        with OPENER.open(req, timeout=10) as response:
            return response.status, response.headers, response.read()
    except urllib.error.HTTPError as error:
        return error.code, error.headers, error.read()


def get_json(url, headers=None):
    status, _, body = request(url, headers=headers)
    if status != 200:
        fail(f"GET {url} failed ({status})")
    return json.loads(body)


def fetch_oauth_config(api_host):
    return get_json(f"{api_host}/auth/config")


def fetch_oidc_discovery(issuer):
    doc = get_json(f"{issuer}/.well-known/openid-configuration")
    if doc.get("issuer") != issuer:
        fail(f"OIDC issuer mismatch: expected {issuer!r}, got {doc.get('issuer')!r}")
    for key in ("authorization_endpoint", "token_endpoint"):
        endpoint = doc.get(key, "")
        if not endpoint.startswith("https://"):
            fail(f"OIDC {key} must use HTTPS, got {endpoint!r}")
    methods = doc.get("code_challenge_methods_supported")
    if methods is not None and "S256" not in methods:
        fail(f"OIDC server does not support S256 PKCE (supported: {methods})")
    types = doc.get("response_types_supported")
    if types is not None and "code" not in types:
        fail(f"OIDC server does not support 'code' response type (supported: {types})")
    return doc


def token_request(token_url, form):
    status, _, body = request(token_url, data=form)
    if status != 200:
        fail(f"Token request ({form['grant_type']}) failed ({status})")
    return json.loads(body)


def main(api_host):
    config = fetch_oauth_config(api_host)
    oidc = fetch_oidc_discovery(config["issuer"])

    verifier = secrets.token_urlsafe(64)
    challenge = base64.urlsafe_b64encode(hashlib.sha256(verifier.encode("ascii")).digest()).rstrip(b"=").decode()
    state = secrets.token_urlsafe(32)
    query = urllib.parse.urlencode(
        {
            "response_type": "code",
            "client_id": config["client_id"],
            "redirect_uri": REDIRECT_URI,
            "scope": config.get("scopes", ""),
            "code_challenge": challenge,
            "code_challenge_method": "S256",
            "state": state,
        }
    )
    status, headers, _ = request(f"{oidc['authorization_endpoint']}?{query}")
    if status != 302:
        fail(f"authorize answered {status}, not a redirect")
    callback = urllib.parse.urlparse(headers["Location"])
    params = urllib.parse.parse_qs(callback.query)
    if params.get("state") != [state] or "code" not in params:
        fail("the redirect carries no code or another state")

    tokens = token_request(
        oidc["token_endpoint"],
        {
            "grant_type": "authorization_code",
            "code": params["code"][0],
            "redirect_uri": REDIRECT_URI,
            "client_id": config["client_id"],
            "code_verifier": verifier,
        },
    )
    # refresh_access_token(): config and discovery again, with the same checks, then the refresh grant.
    refresh_config = fetch_oauth_config(api_host)
    refresh_oidc = fetch_oidc_discovery(refresh_config["issuer"])
    refreshed = token_request(
        refresh_oidc["token_endpoint"],
        {"grant_type": "refresh_token", "refresh_token": tokens["refresh_token"], "client_id": refresh_config["client_id"]},
    )
    organizations = get_json(
        f"{api_host}/v1/organizations", headers={"Authorization": f"Bearer {refreshed['access_token']}"}
    )["organizations"]
    print(
        json.dumps(
            {
                "ok": True,
                "issuer": config["issuer"],
                "authorization_endpoint": oidc["authorization_endpoint"],
                "token_endpoint": oidc["token_endpoint"],
                "organizations": [org["name"] for org in organizations],
            }
        )
    )


if __name__ == "__main__":
    try:
        main(sys.argv[1])
    except (urllib.error.URLError, ssl.SSLError) as error:
        fail(f"connection failed: {getattr(error, 'reason', error)}")
