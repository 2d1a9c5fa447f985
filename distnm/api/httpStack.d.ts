export { default as got } from 'got';
export { nativeRequest } from './nativeRequest.js';
