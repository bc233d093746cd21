/**
 * The Claim client package (clients/typescript), as this example imports it. In a project of your own:
 * `npm install @claim/client` and import from '@claim/client' instead.
 */
export * from '../../clients/typescript/src';
