// What each kind of set is called wherever a person reads it (the command line, the app, the rollout engine's
// messages): one word per type, so a prompt, a toast and a summary never name the same set two ways.
import type { SecretSetType } from '../models.js';

const SET_TYPE_WORDS: Readonly<Record<SecretSetType, string>> = {
  secret: 'secret set',
  imagePullSecret: 'image pull secret',
};

/** "secret set" or "image pull secret"; a type that is not known (or not given) reads as a secret set. */
export function setTypeWord(type: string | undefined): string {
  return type === 'imagePullSecret' ? SET_TYPE_WORDS.imagePullSecret : SET_TYPE_WORDS.secret;
}

/** The word of a type the server sent, or undefined when it is not one agentdeck knows. */
export function knownSetTypeWord(type: string): string | undefined {
  return Object.hasOwn(SET_TYPE_WORDS, type) ? SET_TYPE_WORDS[type as SecretSetType] : undefined;
}
