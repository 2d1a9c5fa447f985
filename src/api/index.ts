// Library entry: `import { RoomHelper, SecretsClient } from 'agentdeck-cli'` (the package; its command is `agentdeck`).
export * from './models.js';
export * from './contracts.js';
export { ApiError, isApiError, validationError } from './errors.js';
export {
  createHttpClient,
  type HttpClient,
  type HttpClientOptions,
  type HttpFlavor,
  type HttpMethod,
  type HttpResult,
  type RequestOptions,
  type RetryInfo,
} from './http.js';
export { SecretsClient, isReferencedSet, referencedSetRefusal, type SecretsClientOptions } from './secrets.js';
export { PartialWriteError } from './orgScopedWrite.js';
export { RoomHelper, DEFAULT_ROOM_API_URL, type RoomHelperOptions } from './rooms.js';
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
} from './recordings.js';
export { resolveRecordingId, RECORDING_PREFIX_MIN } from './recordingId.js';
export {
  downloadToFile,
  extensionForContentType,
  type DownloadOptions,
  type DownloadProgress,
  type DownloadResult,
} from './download.js';
export { listOrganizations, getOrgRoomKey, type Organization } from './organizations.js';
export {
  parseKeyValueArgs,
  parseKeyValueFile,
  type ParseIssue,
  type KeyValueParseResult,
  type KeyValueFileParseResult,
} from './keyValue.js';
export { dotenvValues, parseEnvFile, type EnvFileParseResult, type Environment } from './dotenv/index.js';
export { decodeText, readTextFile, MAX_TEXT_FILE_BYTES, type TextRead } from './textFile.js';
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
export { decodeMeetingToken, redactToken, type DecodedMeetingToken, type ReadableTokenClaims } from './token.js';
export { sanitizeTerminalText, sanitizeDeep, type SanitizeOptions } from './sanitize.js';
export { DEFAULT_MAX_ANSWER_BYTES } from './answer.js';
export { redact, redactSecrets, redactAuthorization, registerCredentials, registerSecret, REDACTED } from './redact.js';
export { VERSION, USER_AGENT } from './version.js';
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
} from './agents.js';
export { parseAgentDetail, isUsableImage } from './agentDetail.js';
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
} from './agentSessions.js';
export { DEPLOYMENTS_UNAVAILABLE, type AgentDeployment } from './agentDeployments.js';
export {
  sessionsByDeployment,
  type DeploymentRole,
  type DeploymentSessions,
  type LateSession,
  type SessionsReading,
  type SessionsReadingOptions,
} from './sessionsByDeployment.js';
export {
  agentStatus,
  rolloutProgress,
  revisionMessage,
  shortId,
  type AgentStatus,
  type AgentStatusKind,
  type RolloutProgress,
} from './deployStatus.js';
export { settleRedeploy, type RedeployOptions, type RedeployResult } from './redeploy.js';
export * from './rollout/index.js';
export {
  DEFAULT_USAGE_CONCURRENCY,
  DEFAULT_USAGE_TTL_MS,
  UsageCache,
  deploymentOfUse,
  findProblems,
  loadUsageMap,
  problemsBySet,
  usedBy,
  type AgentUse,
  type LoadUsageOptions,
  type UsageMap,
  type UsageProblem,
  type UsageProblemKind,
} from './usage.js';
export {
  MARKER_PREFIX,
  MARKER_SCRYPT,
  MARKER_VALUE,
  contentDigest,
  isMarkerKey,
  markerMatchesValues,
  markerTime,
  namesFingerprint,
  parseMarkerKey,
  parseMarkerSetting,
  readMarkers,
  type MarkerMode,
  type MarkerReading,
  type MarkerSetting,
  type SetMarker,
} from './setMarker.js';
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
} from './staleness.js';
export { deploymentOfDetail, readSetWrite, readSetWrites } from './setWrites.js';
