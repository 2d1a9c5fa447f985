// The room form's nested sections (roomForm.ts holds the form): the SIP codecs and provider under the SIP toggle,
// and the two storage buckets (recordings, transcription) — each a toggle with the same four fields under it.
// Pure: specs, form values ↔ the properties they fill.
import type { RecordingsBucketConfig, RoomSipParams } from '../../api/models.js';
import {
  SIP_PROVIDERS,
  formatSipCodecs,
  parseSipCodecSpecs,
  sipCodecsProblem,
  type SipCodecs,
} from '../../api/rooms/sipCodecs.js';
import type { FieldSpec, FormValues } from '../../components/form/formModel.js';

const str = (v: string | boolean | undefined): string => (typeof v === 'string' ? v : '');

// ---- SIP codecs and provider -----------------------------------------------------------------------------

/** The codecs field's text (`audio=OPUS,PCMU video=H264`) → codecs, or the rule it breaks; empty → none. */
export function codecsFieldProblem(text: string): string | null {
  if (text.trim() === '') return null;
  const codecs = parseSipCodecSpecs([text], 'sip.codecs');
  if (typeof codecs === 'string') return codecs;
  return sipCodecsProblem(codecs, 'sip.codecs')?.message ?? null;
}

/** The SIP provider choices; a room's own provider stays choosable when it is not one Daily documents. */
function providerOptions(original?: FormValues): Array<{ value: string; label: string }> {
  const options = [
    { value: '', label: '— (service default: signalwire)' },
    ...SIP_PROVIDERS.map((p) => ({ value: p, label: p })),
  ];
  const own = original?.sip_provider;
  return typeof own === 'string' && own !== '' && !options.some((o) => o.value === own)
    ? [...options, { value: own, label: own }]
    : options;
}

/** codecs and provider, shown while SIP is on. */
export function sipExtraSpecs(sipOn: (v: FormValues) => boolean, original?: FormValues): FieldSpec[] {
  return [
    {
      kind: 'text',
      id: 'sip_codecs',
      label: 'codecs',
      indent: true,
      visible: sipOn,
      placeholder: '(service default)',
      hint: ({ focused }) => (focused ? 'e.g. audio=OPUS,PCMU video=H264' : undefined),
      // A room's own codecs are accepted as they are, even ones this client does not know.
      validate: (v) => (original && v === original.sip_codecs ? null : codecsFieldProblem(v)),
    },
    {
      kind: 'choice',
      id: 'sip_provider',
      label: 'provider',
      indent: true,
      visible: sipOn,
      options: providerOptions(original),
    },
  ];
}

/** The form's SIP section → RoomSipParams; codecs and provider only when given (absent: the service's). */
export function sipParams(values: FormValues): RoomSipParams {
  const text = str(values.sip_codecs);
  const codecs: SipCodecs | string = text.trim() === '' ? {} : parseSipCodecSpecs([text], 'sip.codecs');
  return {
    display_name: str(values.sip_display_name),
    video: values.sip_video === true,
    sip_mode: str(values.sip_mode),
    num_endpoints: Number(values.sip_num_endpoints),
    ...(typeof codecs !== 'string' && Object.keys(codecs).length > 0 ? { codecs } : {}),
    ...(str(values.sip_provider) !== '' ? { provider: str(values.sip_provider) } : {}),
  };
}

/** A room's codecs and provider as form values. */
export function sipExtraValues(sip: RoomSipParams): FormValues {
  return {
    sip_codecs: formatSipCodecs(sip.codecs),
    sip_provider: typeof sip.provider === 'string' ? sip.provider : '',
  };
}

// ---- storage buckets ---------------------------------------------------------------------------------------

/** The two storage buckets: the form's toggle and field ids for each, and the property they fill. */
export const BUCKETS = [
  {
    property: 'recordings_bucket',
    toggle: 'bucket',
    prefix: 'bucket',
    label: 'recordings bucket',
    type: 'RecordingsBucketConfig',
    holds: 'recordings',
  },
  {
    property: 'transcription_bucket',
    toggle: 'transcription_bucket',
    prefix: 'transcription_bucket',
    label: 'transcript bucket',
    type: 'TranscriptionBucketConfig',
    holds: 'transcripts',
  },
] as const;
export type Bucket = (typeof BUCKETS)[number];

export const bucketFieldIds = (b: Bucket) =>
  [
    b.toggle,
    `${b.prefix}_name`,
    `${b.prefix}_region`,
    `${b.prefix}_assume_role_arn`,
    `${b.prefix}_allow_api_access`,
  ] as const;

function required(field: string, text: string, b: Bucket): string | null {
  return text.trim() === '' ? `${field}: required when the ${b.label} is on` : null;
}

/** A bucket's section: the toggle, then its four fields while it is on. */
export function bucketSpecs(b: Bucket): FieldSpec[] {
  const on = (v: FormValues): boolean => v[b.toggle] === true;
  const [, name, region, role, apiAccess] = bucketFieldIds(b);
  return [
    { kind: 'bool', id: b.toggle, label: b.label, hint: b.type },
    {
      kind: 'text',
      id: name,
      label: 'bucket_name',
      indent: true,
      visible: on,
      validate: (v) => required('bucket_name', v, b),
    },
    {
      kind: 'text',
      id: region,
      label: 'bucket_region',
      indent: true,
      visible: on,
      validate: (v) => required('bucket_region', v, b),
    },
    {
      kind: 'text',
      id: role,
      label: 'assume_role_arn',
      indent: true,
      visible: on,
      validate: (v) =>
        required('assume_role_arn', v, b) ??
        (v.startsWith('arn:') ? null : `assume_role_arn: an ARN such as arn:aws:iam::123456789012:role/${b.holds}`),
    },
    { kind: 'bool', id: apiAccess, label: 'allow_api_access', indent: true, visible: on },
  ];
}

/** Every bucket off and empty. */
export function bucketDefaults(): FormValues {
  return Object.fromEntries(
    BUCKETS.flatMap((b) => {
      const [toggle, name, region, role, apiAccess] = bucketFieldIds(b);
      return [
        [toggle, false],
        [name, ''],
        [region, ''],
        [role, ''],
        [apiAccess, false],
      ];
    }),
  );
}

export function bucketConfig(values: FormValues, b: Bucket): RecordingsBucketConfig {
  const [, name, region, role, apiAccess] = bucketFieldIds(b);
  return {
    bucket_name: str(values[name]),
    bucket_region: str(values[region]),
    assume_role_arn: str(values[role]),
    allow_api_access: values[apiAccess] === true,
  };
}

/** A room's bucket as the form's section values (off when the room has none). */
export function bucketValues(config: unknown, b: Bucket): FormValues {
  const [toggle, name, region, role, apiAccess] = bucketFieldIds(b);
  if (!config || typeof config !== 'object') return { [toggle]: false };
  const c = config as Partial<RecordingsBucketConfig>;
  return {
    [toggle]: true,
    [name]: c.bucket_name ?? '',
    [region]: c.bucket_region ?? '',
    [role]: c.assume_role_arn ?? '',
    [apiAccess]: c.allow_api_access === true,
  };
}
