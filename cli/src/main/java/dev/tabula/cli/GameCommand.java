package dev.tabula.cli;

import dev.tabula.core.Game;
import dev.tabula.core.GameProvider;
import dev.tabula.core.NotationException;
import java.io.PrintWriter;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * A subcommand about one game: the game's name and setup options, found through {@link
 * GameProvider}. Subclasses implement {@link #run(Game)} with the game's own type parameters.
 */
abstract class GameCommand implements Callable<Integer> {
  final Env env;

  @Spec
  CommandSpec spec;

  @Option(names = {"-h", "--help"}, usageHelp = true, description = "Show this help and exit.")
  boolean help;

  @Parameters(index = "0", paramLabel = "GAME", description = "The game, such as toguz (see 'tabula games').")
  String gameName;

  @Option(names = "--players", paramLabel = "N",
      description = "Number of players, for games that have the option 'players' (marrakech: 2..4).")
  Integer players;

  @Option(names = {"-o", "--option"}, paramLabel = "NAME=VALUE",
      description = "A setup option of the game (repeatable); 'tabula games' lists them.")
  Map<String, String> options = new LinkedHashMap<>();

  /** The setup options the game was created with (set by {@link #game()}). */
  Map<String, String> setup = Map.of();

  GameCommand(Env env) {
    this.env = env;
  }

  @Override
  public final Integer call() {
    prepare();
    return run(game());
  }

  /** Runs before the game is created; may add setup options. */
  void prepare() {}

  /** Does the work with the game; returns the exit status. */
  abstract <S, M> int run(Game<S, M> game);

  /** Creates the game from the name and options, or fails with one line for the user. */
  Game<?, ?> game() {
    GameProvider provider;
    try {
      provider = GameProvider.find(gameName);
    } catch (IllegalArgumentException e) {
      throw new CliException(e.getMessage() + " (see 'tabula games')");
    }
    Map<String, String> chosen = new LinkedHashMap<>(options);
    boolean playersIsOption = provider.options().containsKey("players");
    if (players != null && playersIsOption) {
      String given = chosen.put("players", Integer.toString(players));
      if (given != null && !given.equals(Integer.toString(players))) {
        throw new CliException("--players " + players + " contradicts --option players=" + given);
      }
    }
    for (String name : chosen.keySet()) {
      if (!provider.options().containsKey(name)) {
        throw new CliException("game '" + provider.name() + "' has no option '" + name + "'"
            + (provider.options().isEmpty() ? "; it has no options"
                : "; options: " + String.join(", ", provider.options().keySet())));
      }
    }
    Game<?, ?> game;
    Map<String, String> ordered = new LinkedHashMap<>();
    for (String name : provider.options().keySet()) {
      if (chosen.containsKey(name)) {
        ordered.put(name, chosen.get(name));
      }
    }
    this.setup = Collections.unmodifiableMap(ordered);
    try {
      game = provider.create(chosen);
    } catch (IllegalArgumentException e) {
      throw new CliException("game '" + provider.name() + "': " + e.getMessage(), e);
    }
    if (players != null && !playersIsOption && players != game.numPlayers()) {
      throw new CliException("game '" + provider.name() + "' is played by exactly "
          + Messages.count(game.numPlayers(), "player") + ", not " + players);
    }
    return game;
  }

  /** Parses a position, or returns the start when the text is null. */
  static <S> S position(Game<S, ?> game, String text) {
    if (text == null) {
      return game.start();
    }
    return parsePosition(game, text, "bad position");
  }

  static <S> S parsePosition(Game<S, ?> game, String text, String what) {
    try {
      return game.parseState(text.strip());
    } catch (NotationException e) {
      throw new CliException(what + ": " + e.getMessage(), e);
    }
  }

  PrintWriter out() {
    return env.out();
  }

  PrintWriter err() {
    return env.err();
  }
}
