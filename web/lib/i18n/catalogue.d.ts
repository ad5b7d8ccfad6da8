/** A language's catalogue (locales/*.icu): ICU messages in the source, their parsed form once built. */
declare module '*.icu' {
  const messages: Record<string, string>;
  export default messages;
}
