// Library entry: `import { RoomHelper, SecretsClient } from 'agentdeck-cli'` (the package; its command is `agentdeck`).
export * from './models.js';
export * from './contracts.js';
export { ApiError, isApiError, validationError } from './http/errors.js';
export {
  createHttpClient,
  type HttpClient,
  type HttpClientOptions,
  type HttpFlavor,
  type HttpMethod,
  type HttpResult,
  type RequestOptions,
  type RetryInfo,
} from './http/http.js';
export { SecretsClient, isReferencedSet, referencedSetRefusal, type SecretsClientOptions } from './secrets/client.js';
export { PartialWriteError } from './secrets/orgScopedWrite.js';
export { RoomHelper, DEFAULT_ROOM_API_URL, type RoomHelperOptions } from './rooms/client.js';
export {
  RECORDING_TYPES,
  DEFAULT_ACCESS_LINK_SECONDS,
  type Recording,
  type RecordingAccessLink,
  type RecordingList,
  type RecordingStatus,
  type RecordingTrack,
  type RecordingType,
  type ListRecordingsQuery,
  type StartRecordingOptions,
  type StopRecordingOptions,
} from './rooms/recordings.js';
export { resolveRecordingId, RECORDING_PREFIX_MIN } from './rooms/recordingId.js';
export {
  downloadToFile,
  extensionForContentType,
  type DownloadOptions,
  type DownloadProgress,
  type DownloadResult,
} from './files/download.js';
export { listOrganizations, getOrgRoomKey, type Organization } from './auth/organizations.js';
export {
  parseKeyValueArgs,
  parseKeyValueFile,
  type ParseIssue,
  type KeyValueParseResult,
  type KeyValueFileParseResult,
} from './input/keyValue.js';
export { dotenvValues, parseEnvFile, type EnvFileParseResult, type Environment } from './input/dotenv/index.js';
export { decodeText, readTextFile, MAX_TEXT_FILE_BYTES, type TextRead } from './input/textFile.js';
export {
  assertValid,
  isBase64UserPass,
  validateCredentials,
  validateHost,
  validateRegion,
  validateRoomName,
  validateSecretKey,
  validateSecretValue,
  validateSetName,
  validateExistingSetName,
  validateUserId,
  SET_NAME_MAX,
  SECRET_KEY_MAX,
  USER_ID_MAX,
  ROOM_NAME_MAX,
} from './validation.js';
export {
  decodeMeetingToken,
  redactToken,
  type DecodedMeetingToken,
  type ReadableTokenClaims,
} from './rooms/meetingToken.js';
export { sanitizeTerminalText, sanitizeDeep, type SanitizeOptions } from './redact/sanitize.js';
export { DEFAULT_MAX_ANSWER_BYTES } from './http/answer.js';
export {
  redact,
  redactSecrets,
  redactAuthorization,
  registerCredentials,
  registerSecret,
  REDACTED,
} from './redact/redact.js';
export { VERSION, USER_AGENT } from './http/version.js';
export {
  AgentsClient,
  bindingsOf,
  orgRedeployPayload,
  type AgentBindings,
  type AgentCondition,
  type AgentDetail,
  type AgentLogLine,
  type AgentLogs,
  type AgentSummary,
  type AgentWrite,
  type AgentsApi,
  type AgentsClientOptions,
  type LogQuery,
  type RevisionHealth,
  type RevisionInfo,
} from './agents/client.js';
export { parseAgentDetail, isUsableImage } from './agents/detail.js';
export {
  readAllSessions,
  MAX_SESSION_LIMIT,
  type AgentSession,
  type AgentSessionDetail,
  type EndSessionResult,
  type ReadAllOptions,
  type SessionMetrics,
  type SessionPage,
  type SessionQuery,
  type SessionStartType,
  type SessionStatus,
} from './agents/sessions.js';
export { DEPLOYMENTS_UNAVAILABLE, type AgentDeployment } from './agents/deployments.js';
export {
  sessionsByDeployment,
  type DeploymentRole,
  type DeploymentSessions,
  type LateSession,
  type SessionsReading,
  type SessionsReadingOptions,
} from './agents/sessionsByDeployment.js';
export {
  agentStatus,
  rolloutProgress,
  revisionMessage,
  shortId,
  type AgentStatus,
  type AgentStatusKind,
  type RolloutProgress,
} from './agents/deployStatus.js';
export { settleRedeploy, type RedeployOptions, type RedeployResult } from './agents/redeploy.js';
export * from './rollout/index.js';
export {
  DEFAULT_BINDINGS_CONCURRENCY as DEFAULT_USAGE_CONCURRENCY,
  DEFAULT_BINDINGS_TTL_MS as DEFAULT_USAGE_TTL_MS,
  BindingsCache as UsageCache,
  deploymentOfUse,
  findProblems,
  loadBindingsMap as loadUsageMap,
  problemsBySet,
  usedBy,
  type AgentUse,
  type LoadBindingsOptions as LoadUsageOptions,
  type BindingsMap as UsageMap,
  type BindingProblem as UsageProblem,
  type BindingProblemKind as UsageProblemKind,
} from './agents/bindings.js';
export {
  MARKER_MAX_TAGS,
  MARKER_PREFIX,
  MARKER_SCRYPT,
  MARKER_SCRYPT_V2,
  MARKER_VALUE,
  TAG_SCRYPT,
  compareWithMarker,
  contentDigest,
  isMarkerKey,
  markerMatchesValues,
  markerTime,
  namesFingerprint,
  parseMarkerKey,
  parseMarkerSetting,
  readMarkers,
  type MarkerComparison,
  type MarkerMode,
  type MarkerReading,
  type MarkerSetting,
  type SetMarker,
} from './secrets/setMarker.js';
export {
  agentStaleness,
  combineStaleness,
  countStaleness,
  setWriteOf,
  stalenessJson,
  stalenessOf,
  stalenessWords,
  timeText,
  unknownWrite,
  type AgentStaleness,
  type DeploymentFacts,
  type SetWrite,
  type StaleState,
  type Staleness,
  type StalenessCounts,
  type UnknownWhy,
} from './secrets/staleness.js';
export { deploymentOfDetail, readSetWrite, readSetWrites } from './secrets/setWrites.js';
