/**
 * A game server for people and programs: {@link dev.tabula.server.TabulaServer} serves a page to
 * play every game on (against the built-in bots or another person, by clicking on the board) and an
 * HTTP API with JSON, seat tokens and live updates by server-sent events. The API is described in
 * docs/server.md; the command line starts it as {@code tabula serve}.
 */
@NullMarked
package dev.tabula.server;

import org.jspecify.annotations.NullMarked;
