package dev.tabula.cli;

import dev.tabula.core.Game;
import dev.tabula.core.GameProvider;
import dev.tabula.core.GameSetup;
import dev.tabula.core.NotationException;
import dev.tabula.core.SetupConflictException;
import dev.tabula.core.SetupResolver;
import java.io.PrintWriter;
import java.util.Collection;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * A subcommand about one game: the game's name and setup options, found through {@link
 * GameProvider}. Subclasses implement {@link #run(Game)} with the game's own type parameters.
 *
 * <p>The game is set up by {@link SetupResolver} from the options given on the command line ({@code
 * --players}, {@code --option}); the options that the command's input states ({@link #input}, e.g.
 * a record's Options tag) and that the position implies ({@link GameProvider#optionsFor}), neither
 * of which the command line may contradict (the input would not read under another setup); and the
 * game's defaults for the rest. Games are made once per setup.
 */
abstract class GameCommand implements Callable<Integer> {
  final Env env;

  @Spec CommandSpec spec;

  @Mixin HelpOption help;

  @Parameters(
      index = "0",
      paramLabel = "GAME",
      description = "The game, such as toguz (see 'tabula games').")
  String gameName;

  @Option(
      names = "--players",
      paramLabel = "N",
      description =
          "Number of players, for games that have the option 'players' (marrakech: 2..4).")
  Long players; // a long, so that a count too large for an int gets the game's own message

  @Option(
      names = {"-o", "--option"},
      paramLabel = "NAME=VALUE",
      description = "A setup option of the game (repeatable); 'tabula games' lists them.")
  Map<String, String> options = new LinkedHashMap<>();

  /**
   * The setup options given for the game {@link #game(String, String)} returned last (by the
   * command line, the input or the position; not those at their defaults), as text.
   */
  Map<String, String> setup = Map.of();

  private GameProvider provider;

  /** The options given on the command line, checked, by name; and how the user gave each. */
  private Map<String, String> explicit;

  private final Map<String, String> givenAs = new HashMap<>();

  private final Map<Map<String, String>, Game<?, ?>> games = new HashMap<>();

  GameCommand(Env env) {
    this.env = env;
  }

  @Override
  public final Integer call() {
    prepare();
    return run(game(setupPosition(), ""));
  }

  /** Runs before the game is created, e.g. to read the input. */
  void prepare() {}

  /**
   * The position the game is set up for (its implied options count), or null for none; the commands
   * with {@code --position} return it.
   */
  String setupPosition() {
    return null;
  }

  /** What messages call the {@link #setupPosition()}. */
  String positionName() {
    return "the position";
  }

  /**
   * Adds what the command's input states about the setup, such as the {@code Options} tag and the
   * {@code Start} position of a record ({@link SetupResolver#record}): it sets the game up, and an
   * option given on the command line with another value is an error. The default adds nothing.
   */
  SetupResolver input(SetupResolver resolver) {
    return resolver;
  }

  /** Does the work with the game; returns the exit status. */
  abstract <S, M> int run(Game<S, M> game);

  /**
   * Returns the game set up for the position (see the class description), or fails with one line
   * for the user. The setup is resolved by {@link SetupResolver}: the command line's options first
   * (one source each, named as the user gave it, e.g. {@code --players 4}), then the input's, then
   * what the position implies.
   *
   * @param position the position's text, or null to use only the options
   * @param where what to put before an error message, e.g. {@code "line 3: "}, or ""
   */
  Game<?, ?> game(String position, String where) {
    GameProvider provider = provider();
    GameSetup resolved;
    try {
      SetupResolver r = SetupResolver.of(provider);
      for (Map.Entry<String, String> e : explicit().entrySet()) {
        r = r.options(givenAs.get(e.getKey()), Map.of(e.getKey(), e.getValue()));
      }
      r = input(r);
      if (position != null) {
        r = r.position(positionName(), position);
      }
      resolved = r.resolve();
    } catch (SetupConflictException e) {
      throw new CliException(where + contradiction(e), e);
    } catch (NotationException e) {
      throw new CliException(where + "bad position: " + e.getMessage(), e);
    } catch (IllegalArgumentException e) {
      throw new CliException(where + e.getMessage(), e);
    }
    Map<String, String> key = resolved.options();
    Game<?, ?> game = games.get(key);
    if (game == null) {
      try {
        game = provider.create(resolved);
      } catch (IllegalArgumentException e) {
        throw new CliException(where + "game '" + provider.name() + "': " + e.getMessage(), e);
      }
      if (players != null
          && !provider.options().containsKey("players")
          && players.longValue() != game.numPlayers()) {
        throw new CliException(
            "game '"
                + provider.name()
                + "' is played by exactly "
                + Messages.count(game.numPlayers(), "player")
                + ", not "
                + players);
      }
      games.put(key, game);
    }
    this.setup = resolved.given();
    return game;
  }

  /**
   * Says that two sources give an option different values: e.g. {@code --players 4 contradicts the
   * position, which is for 3 players}, or {@code --option pile=4 contradicts the first record's
   * Options tag, which has pile=3} (a position implies its options, a tag has them).
   */
  private String contradiction(SetupConflictException e) {
    String value = e.value();
    return e.earlierSource()
        + " contradicts "
        + e.source()
        + ", which "
        + (e.option().equals("players") && value.matches("\\d{1,9}")
            ? "is for " + Messages.count(Integer.parseInt(value), "player")
            : (e.source().equals(positionName()) || e.source().equals(SetupResolver.RECORD_START)
                    ? "implies "
                    : "has ")
                + e.option()
                + "="
                + value);
  }

  private GameProvider provider() {
    if (provider == null) {
      try {
        provider = GameProvider.find(gameName);
      } catch (IllegalArgumentException e) {
        throw new CliException(e.getMessage() + " (see 'tabula games')");
      }
    }
    return provider;
  }

  /** The options given with {@code --option} and {@code --players}, checked once. */
  private Map<String, String> explicit() {
    if (explicit == null) {
      GameProvider provider = provider();
      Map<String, String> chosen = new LinkedHashMap<>();
      for (Map.Entry<String, String> o : options.entrySet()) {
        chosen.put(o.getKey(), o.getValue());
        givenAs.put(o.getKey(), "--option " + o.getKey() + "=" + o.getValue());
      }
      if (players != null && provider.options().containsKey("players")) {
        String given = chosen.put("players", Long.toString(players));
        if (given != null && !given.equals(Long.toString(players))) {
          throw new CliException("--players " + players + " contradicts --option players=" + given);
        }
        givenAs.put("players", "--players " + players);
      }
      checkKnown(provider, chosen.keySet());
      explicit = Collections.unmodifiableMap(chosen);
    }
    return explicit;
  }

  private static void checkKnown(GameProvider provider, Collection<String> names) {
    try {
      provider.checkOptions(names);
    } catch (IllegalArgumentException e) {
      throw new CliException(e.getMessage(), e);
    }
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

  /**
   * A usage error about the command's options, for values picocli accepts but the command does not:
   * reported like picocli's own, with the pointer to the command's help.
   */
  final ParameterException badOptions(String message) {
    return new ParameterException(spec.commandLine(), message);
  }

  /**
   * Fails with {@link #badOptions} ({@code --option must be >= MIN, got VALUE}) when a number
   * option is given and below {@code min}; a null value is an option not given, and passes.
   */
  final void atLeast(String option, Number value, long min) {
    if (value != null && value.longValue() < min) {
      throw badOptions(option + " must be >= " + min + ", got " + value);
    }
  }

  PrintWriter out() {
    return env.out();
  }

  PrintWriter err() {
    return env.err();
  }
}
