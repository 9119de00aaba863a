/**
 * Matches between bots: {@link dev.tabula.match.Match} runs many games between {@link
 * dev.tabula.match.Bot}s (in-process agents or programs in any language speaking the line protocol
 * of {@code docs/protocol.md}) with seats rotated, on several threads, and reports scores, Elo with
 * its interval, likelihood of superiority and an SPRT.
 */
module dev.tabula.match {
  // @CheckReturnValue on values whose setters return copies: compile time only.
  requires static com.google.errorprone.annotations;
  requires transitive dev.tabula.core;
  requires transitive dev.tabula.search;

  exports dev.tabula.match;
}
