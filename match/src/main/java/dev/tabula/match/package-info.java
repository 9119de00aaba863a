/**
 * Matches between bots. {@link dev.tabula.match.Match} is the referee: it plays many games between
 * {@link dev.tabula.match.Bot}s with every opening played from every seat, on several threads, and
 * keeps the statistics ({@link dev.tabula.match.Score}, {@link dev.tabula.match.EloEstimate},
 * {@link dev.tabula.match.Standings}, {@link dev.tabula.match.Sprt}). A bot is an in-process {@link
 * dev.tabula.core.Agent} or a program in any language that speaks the line protocol of {@code
 * docs/protocol.md} ({@link dev.tabula.match.Bot#external}).
 */
@NullMarked
package dev.tabula.match;

import org.jspecify.annotations.NullMarked;
