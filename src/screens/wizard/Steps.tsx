// The wizard's views: header, one body per step, and the result (pending → ready / failed).
import { Box, Text } from 'ink';
import type { Region } from '../../api/models.js';
import { Paragraph } from '../../components/Paragraph.js';
import { Spinner } from '../../components/Spinner.js';
import { DelayedSpinner } from '../../components/DelayedSpinner.js';
import { StatusBadge } from '../../components/StatusBadge.js';
import { TextField } from '../../components/TextField.js';
import { theme } from '../../components/theme.js';
import type { ExistingKind, PullSecretPhase } from '../../state/pullSecretSlice.js';
import {
  REGISTRY_PRESETS,
  STEP_TITLES,
  type WizardFields,
  type WizardStep,
  encodeWarning,
  presetForHost,
  stepNumber,
} from './model.js';

export function WizardHeader({ step, total, fix }: { step: WizardStep | null; total: number; fix: boolean }) {
  return (
    <Box marginBottom={1}>
      <Text wrap="truncate-end">
        <Text bold color={theme.accent}>
          {fix ? 'Fix image pull secret' : 'New image pull secret'}
        </Text>
        {step ? `  ·  Step ${stepNumber(step)}/${total}  ·  ${STEP_TITLES[step]}` : ''}
      </Text>
    </Box>
  );
}

function ExistingNotice({ name, existing }: { name: string; existing: ExistingKind }) {
  if (existing !== 'imagePullSecret') return null;
  return (
    <Paragraph color={theme.warning}>
      {`ℹ An image pull secret named ${name} already exists: finishing the wizard updates it in place (you will be asked to confirm).`}
    </Paragraph>
  );
}

function ErrorLine({ error }: { error: string | null }) {
  return error ? <Paragraph color={theme.error}>{`✖ ${error}`}</Paragraph> : null;
}

export interface StepBodyProps {
  step: WizardStep;
  fields: WizardFields;
  password: string;
  revealed: boolean;
  /** The text step's cursor. */
  cursor: number;
  existing: ExistingKind;
  checkingNames: boolean;
  /** The list of existing secrets failed to load: existence cannot be checked. */
  namesError: string | null;
  regions: Region[] | null;
  regionsError: string | null;
  defaultRegion: string | null;
  error: string | null;
  presetIndex: number;
}

export function StepBody(p: StepBodyProps) {
  const preset = presetForHost(p.fields.host) ?? REGISTRY_PRESETS[p.presetIndex];
  switch (p.step) {
    case 'name':
      return (
        <Box flexDirection="column">
          <Text>Name of the image pull secret (letters, numbers and hyphens).</Text>
          <TextField label="name" value={p.fields.name} cursor={p.cursor} focused labelWidth={12} />
          <ErrorLine error={p.error} />
          {p.checkingNames ? (
            <DelayedSpinner label="checking existing names…" />
          ) : (
            <ExistingNotice name={p.fields.name} existing={p.existing} />
          )}
          {p.namesError ? (
            <Paragraph
              color={theme.warning}
            >{`⚠ could not list existing secrets (${p.namesError}); you will be asked before sending`}</Paragraph>
          ) : null}
          {p.existing === 'secret' && !p.error ? (
            <Text color={theme.error}>
              ✖ a secret set named {p.fields.name} exists (not an image pull secret): choose another name
            </Text>
          ) : null}
        </Box>
      );
    case 'host':
      return (
        <Box flexDirection="column">
          <Text>Registry address (URL). ↑/↓ picks a preset.</Text>
          {REGISTRY_PRESETS.map((x, i) => (
            <Text key={x.label} color={i === p.presetIndex ? theme.accent : undefined} wrap="truncate-end">
              {`${i === p.presetIndex ? '›' : ' '} ${x.label.padEnd(27)}${x.host}`}
            </Text>
          ))}
          <Text color={p.presetIndex === REGISTRY_PRESETS.length ? theme.accent : undefined}>
            {`${p.presetIndex === REGISTRY_PRESETS.length ? '›' : ' '} Custom (type the URL)`}
          </Text>
          <TextField label="host" value={p.fields.host} cursor={p.cursor} focused labelWidth={12} />
          {preset?.host.includes('<') ? <Text color={theme.muted}>{`format: ${preset.host}`}</Text> : null}
          {preset ? <Text color={theme.muted}>{`${preset.label}: username ${preset.usernameHint}`}</Text> : null}
          <ErrorLine error={p.error} />
        </Box>
      );
    case 'username':
      return (
        <Box flexDirection="column">
          <Text>Registry username{preset ? ` — ${preset.label} wants: ${preset.usernameHint}` : ''}.</Text>
          <TextField label="username" value={p.fields.username} cursor={p.cursor} focused labelWidth={12} />
          <Text color={theme.muted}>Leave it empty only to paste an already base64-encoded value as the password.</Text>
          <ErrorLine error={p.error} />
        </Box>
      );
    case 'password':
      return (
        <Box flexDirection="column">
          <Text>Password or access token{preset ? ` — ${preset.label}: ${preset.passwordHint}` : ''}.</Text>
          <TextField
            label="password"
            value={p.password}
            cursor={p.cursor}
            focused
            masked
            revealed={p.revealed}
            labelWidth={12}
          />
          <Text color={theme.muted}>
            {p.revealed ? 'shown — ctrl+r hides it' : 'masked — ctrl+r shows it'} · paste works
          </Text>
          <ErrorLine error={p.error} />
        </Box>
      );
    case 'region':
      return (
        <Box flexDirection="column">
          <Text>Region (must be the region of the agents that pull with it).</Text>
          {p.regions === null && !p.regionsError ? <DelayedSpinner label="loading regions…" /> : null}
          {p.regionsError ? <Text color={theme.error}>✖ regions: {p.regionsError} (r to retry)</Text> : null}
          {(p.regions ?? []).map((r) => {
            const on = r.code === p.fields.region;
            return (
              <Text key={r.code} color={on ? theme.accent : undefined}>
                {`${on ? '› (•)' : '  ( )'} ${r.code}${r.display_name && r.display_name !== r.code ? ` — ${r.display_name}` : ''}${r.code === p.defaultRegion ? '  (org default)' : ''}`}
              </Text>
            );
          })}
          <ErrorLine error={p.error} />
        </Box>
      );
    case 'encode': {
      const warning = encodeWarning(p.fields, p.password);
      return (
        <Box flexDirection="column">
          <Text>{`${p.fields.encode ? '[x]' : '[ ]'} base64-encode username:password before storing (default on)`}</Text>
          <Text color={theme.muted}>space toggles; turn it off only when you pasted an already-encoded value</Text>
          {warning ? <Paragraph color={theme.warning}>{`⚠ ${warning}`}</Paragraph> : null}
          <ErrorLine error={p.error} />
        </Box>
      );
    }
    case 'review': {
      const rows: Array<[string, string]> = [
        ['name', p.fields.name],
        ['host', p.fields.host],
        [
          'username',
          p.fields.username === '' ? '(none: the password is sent as the encoded value)' : p.fields.username,
        ],
        ['password', '(not shown)'],
        ['region', p.fields.region],
        ['encode', p.fields.encode ? 'on (base64)' : 'off (sent as typed)'],
      ];
      const warning = encodeWarning(p.fields, p.password);
      return (
        <Box flexDirection="column">
          {rows.map(([k, v]) => (
            <Box key={k}>
              <Box width={12} flexShrink={0}>
                <Text bold>{k}</Text>
              </Box>
              <Text wrap="truncate-end">{v}</Text>
            </Box>
          ))}
          <ExistingNotice name={p.fields.name} existing={p.existing} />
          {warning ? (
            <Text color={theme.warning}>⚠ encoding is off and the value is not base64 of username:password</Text>
          ) : null}
          <ErrorLine error={p.error} />
          <Text color={theme.muted}>
            Enter {p.existing === 'imagePullSecret' ? 'updates' : 'creates'} the image pull secret.
          </Text>
        </Box>
      );
    }
  }
}

export function ResultView({ phase, name, error }: { phase: PullSecretPhase; name: string; error: string | null }) {
  if (phase === 'submitting') return <Text>Sending image pull secret {name}…</Text>;
  if (phase === 'following') {
    return (
      <Box flexDirection="column">
        <Box>
          <Text>{`${name}  `}</Text>
          <StatusBadge status="pending" />
        </Box>
        <Spinner label="waiting for the service to provision it (pending → ready / failed)" />
      </Box>
    );
  }
  if (phase === 'ready') {
    return (
      <Box flexDirection="column">
        <Box>
          <Text>{`${name}  `}</Text>
          <StatusBadge status="ready" />
        </Box>
        <Text>The image pull secret is ready. Enter goes back to the set list.</Text>
      </Box>
    );
  }
  return (
    <Box flexDirection="column">
      <Box>
        <Text>{`${name}  `}</Text>
        <StatusBadge status="failed" />
      </Box>
      <Text color={theme.error} wrap="wrap">
        {error ?? 'provisioning failed'}
      </Text>
      <Text>Press f to fix the credentials (host, region and the rest are kept), Enter to go back.</Text>
    </Box>
  );
}
