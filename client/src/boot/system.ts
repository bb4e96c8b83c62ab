// The boot's second stage (main.tsx): Chakra's styled system and Emotion, and the portal's system made from them
// (theme/system.ts creates it when evaluated), in a task of their own.
export { system } from '../theme/system';
