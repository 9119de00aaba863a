/**
 * The {@code tabula} command line: {@link dev.tabula.cli.Main} and one picocli command per
 * subcommand, generic over the {@link dev.tabula.core.GameProvider} services on the class path, so
 * a new game needs no code here. Internal: nothing in this package is an API.
 */
package dev.tabula.cli;
