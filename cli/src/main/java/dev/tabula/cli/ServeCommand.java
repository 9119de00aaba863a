package dev.tabula.cli;

import dev.tabula.core.GameProvider;
import dev.tabula.match.BotSpecs;
import dev.tabula.server.TabulaServer;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import org.jspecify.annotations.Nullable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code tabula serve}: the game server ({@link TabulaServer}) with its page, until interrupted. It
 * prints the page's address on one line, then runs until Ctrl-C (or the JVM's shutdown).
 */
@Command(
    name = "serve",
    description = {
      "Serves a page to play every game on, against the bots or another person, and the HTTP API"
          + " behind it (docs/server.md), until interrupted (Ctrl-C).",
      "It binds to 127.0.0.1 unless told another --host: anyone who reaches the server can"
          + " create games."
    })
final class ServeCommand implements Callable<Integer> {
  @Mixin HelpOption help;

  @Option(
      names = "--host",
      paramLabel = "H",
      description = "The address to listen on. Default: 127.0.0.1 (this machine only).")
  String host = "127.0.0.1";

  @Option(
      names = "--port",
      paramLabel = "P",
      description = "The port, 0..65535 (0: any free port, printed). Default: 8080.")
  long port = 8080;

  @Option(
      names = "--bots",
      paramLabel = "LIST",
      description =
          "The bots the page offers, comma-separated: "
              + BotSpecs.SYNTAX
              + ". The API takes any of them within the limits. Default:"
              + " random,mc:1000,mcts:time=1s,alphabeta:time=1s,expectimax:time=1s.")
  @Nullable String bots;

  @Option(
      names = "--think-time",
      paramLabel = "MS",
      description =
          "The longest a bot thinks about a move, in milliseconds, 1..600000: longer time= bots"
              + " are refused, every other bot is stopped at it. Default: 5000.")
  long thinkMillis = 5000;

  @Option(
      names = "--bot-threads",
      paramLabel = "K",
      description = "Threads the bots think on, 1..256. Default: the processors less one.")
  @Nullable Long botThreads;

  @Option(
      names = "--max-games",
      paramLabel = "N",
      description = "The most games held at once, 1..1000000. Default: 1000.")
  long maxGames = 1000;

  @Option(
      names = "--idle-minutes",
      paramLabel = "M",
      description = "A game nobody has moved in for M minutes is dropped, 1..10080. Default: 30.")
  long idleMinutes = 30;

  @Option(
      names = {"-s", "--seed"},
      paramLabel = "S",
      description =
          "Seed of the games' chance outcomes and bots: game i gets a seed derived from S and i."
              + " Default: each game a fresh one (every game's record holds its seed).")
  @Nullable Long seed;

  private final Env env;

  ServeCommand(Env env) {
    this.env = env;
  }

  @Override
  public Integer call() throws InterruptedException {
    TabulaServer.Builder b = TabulaServer.builder();
    try {
      b = b.host(host);
    } catch (IllegalArgumentException e) {
      throw new CliException("--host: " + e.getMessage(), e);
    }
    b = b.port((int) range("--port", port, 0, 65535));
    b = b.maxThinkTime(Duration.ofMillis(range("--think-time", thinkMillis, 1, 600_000)));
    if (botThreads != null) {
      b = b.botThreads((int) range("--bot-threads", botThreads, 1, 256));
    }
    b = b.maxGames((int) range("--max-games", maxGames, 1, 1_000_000));
    b = b.idleTimeout(Duration.ofMinutes(range("--idle-minutes", idleMinutes, 1, 10_080)));
    if (seed != null) {
      b = b.seed(seed);
    }
    if (GameProvider.available().isEmpty()) {
      throw new CliException("no games found on the class path");
    }
    if (bots != null) {
      b = b.bots(menu(bots));
    }
    TabulaServer server = b.build();
    try {
      server.start();
    } catch (RuntimeException e) {
      server.close();
      throw new CliException("cannot serve on " + host + ":" + port + ": " + rootMessage(e), e);
    }
    CountDownLatch stopped = new CountDownLatch(1);
    Thread hook =
        new Thread(
            () -> {
              server.close();
              stopped.countDown();
            },
            "tabula-serve-stop");
    Runtime.getRuntime().addShutdownHook(hook);
    env.out().println("Tabula serves " + server.uri() + " (Ctrl-C stops it)");
    env.out().flush();
    stopped.await();
    return 0;
  }

  /** The bots of --bots: each must be a built-in bot that can play at least one game. */
  private static List<String> menu(String list) {
    List<String> specs = new ArrayList<>();
    for (String s : list.split(",", -1)) {
      String spec = s.strip();
      if (spec.isEmpty()) {
        throw new CliException("--bots has an empty entry: '" + list + "'");
      }
      IllegalArgumentException last = null;
      boolean fits = false;
      for (String game : GameProvider.available()) {
        try {
          BotSpecs.bot(GameProvider.find(game).create(java.util.Map.of()), spec);
          fits = true;
          break;
        } catch (IllegalArgumentException e) {
          last = e;
        }
      }
      if (!fits) {
        throw new CliException("--bots: " + (last == null ? spec : last.getMessage()));
      }
      specs.add(spec);
    }
    return specs;
  }

  private static long range(String option, long value, long min, long max) {
    if (value < min || value > max) {
      throw new CliException(option + " must be in " + min + ".." + max + ", got " + value);
    }
    return value;
  }

  private static String rootMessage(Throwable e) {
    Throwable t = e;
    while (t.getCause() != null && t.getCause() != t) {
      t = t.getCause();
    }
    String m = t.getMessage();
    return m == null ? t.getClass().getSimpleName() : m;
  }
}
