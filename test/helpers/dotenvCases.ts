// `.env` texts that trip parsers up, shared by the differential tests (python-dotenv; the official CLI's reader).
import fc from 'fast-check';

export const DOTENV_CORPUS: string[] = [
  'A=1\nB=2\n',
  'export A=1\nexport  B = two words \n',
  "A='single ${DEFINED} \\n \\' \\\\ literal'\n",
  'A="double \\n \\t \\" \\\\ \\a \\b \\f \\r \\v \\x \\u00e9"\n',
  'A="line1\nline2\nline3"\nB=after\n',
  'KEY="-----BEGIN PRIVATE KEY-----\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASC\nQ0FOQkFTRTY0PQ==\n-----END PRIVATE KEY-----"\n',
  'KEY=-----BEGIN PRIVATE KEY-----\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASC\nQ0FOQkFTRTY0PQ==\n-----END PRIVATE KEY-----\n',
  'J={"a": 1, "b": [1, 2]}\nK=\'{"quoted": "json"}\'\n',
  'A=value # comment\nB=value#not-comment\nC="quoted" # comment\nD=\'q\'#c\nE= # only comment\n',
  'A=1\r\nB="x\r\ny"\r\nC=3\r\n',
  'A=1\rB=2\r',
  '\uFEFFA=1\nB=2\n',
  'A=${DEFINED}\nB=${UNDEFINED}\nC=${UNDEFINED:-fallback}\nD=${DEFINED:-fallback}\nE=${EMPTY_IN_ENV:-x}\n',
  'SHADOWED=file-wins\nA=${SHADOWED}\nB=${B}\nC=${C:-d}${A}\n',
  'A=first\nB=${A}\nA=second\nC=${A}\n',
  'NOVALUE\nB=${NOVALUE}x\nC=${NOVALUE:-d}\n',
  'A=$DEFINED\nB=$${DEFINED}\nC=${DEFINED\nD=${}\nE=${:-z}\nF=\\${DEFINED}\n',
  "'QUOTED_KEY'=v\n'BAD KEY'=w\n",
  '# comment\n\n   \n\t# indented comment\nA=1\n#B=2\n',
  'A="unterminated\nB=2\nC=3\n',
  "A='unterminated\nB=2\n",
  'A="closed" trailing\nB=2\n',
  'not a binding at all\nA=1\n',
  'A = spaced = equals =\nB==\nC===\n',
  'A\u00a0=\u00a0nbsp\nB=x\u3000#ideographic\nC=y\u0085#nel\nD=z\u001f#unit\n',
  'A=tail   \nB=\t\ttabs\t\n',
  'exportA=1\nexport=2\nexport\n',
  'A="a\\\\"\nB="\\\\\\""\n',
  'A=1\n\n\nbad line here\n\nB=2',
  '=novalue\nA=1\n',
  'A="x"#c\nB=\'y\' #c\n',
  '  A=indented\n\tB=tab\n',
  'A=ünïcödé ✓ 😀\nB="ünïcödé ✓ 😀"\n',
  'A="${DEFINED}"\nB=\'${DEFINED}\'\n',
  'A=x\\ny\nB=x\\\\y\n',
  '',
  '\n\n\n',
  '#only comments',
  'A=last-line-no-newline',
];

/** Lines built from the pieces that trip parsers up. */
const fragment = fc.constantFrom(
  'A', 'B_2', 'export ', ' ', '\t', '=', '==', '#', ' #', '"', "'", '\\', '\\n', '\\"', "\\'", '\n', '\r\n', '\r',
  '${A}', '${DEFINED}', '${X:-d}', '${', '}', ':-', 'value', 'é', '😀', '\u00a0', 'Q0FO==',
);
export const generatedDotenvFile = fc
  .array(
    fc.tuple(fc.constantFrom('A', 'B', 'KEY_1', 'export C', "'D'", 'E F'), fc.constantFrom('=', ' = ', '= '), fc.array(fragment, { maxLength: 8 })),
    { minLength: 1, maxLength: 6 },
  )
  .map((lines) => lines.map(([key, eq, value]) => `${key}${eq}${value.join('')}`).join('\n'));
