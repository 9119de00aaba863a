package dev.tabula.core;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;
import java.util.Set;

/**
 * A service that makes {@link Game} objects by name, so tools such as the command line can offer
 * every game on the class or module path. Game modules declare their provider with {@code provides
 * dev.tabula.core.GameProvider with ...} in {@code module-info} and in {@code
 * META-INF/services/dev.tabula.core.GameProvider}.
 *
 * <p>Tools set a game up with {@link SetupResolver}: from option text, a record's tags and what a
 * position implies ({@link #optionsFor}) to a {@link GameSetup}, then {@link #create(GameSetup)}.
 */
public interface GameProvider {

  /**
   * Returns the game's name as used on the command line, e.g. {@code "toguz"}.
   *
   * @return the name
   */
  String name();

  /**
   * Returns a one-line description for people.
   *
   * @return the description
   */
  String description();

  /**
   * Returns the setup options {@link #create} understands, with a description each: the names and
   * descriptions of {@link #setupOptions()}.
   *
   * @return option name to description, in the order tools list them; may be empty
   */
  Map<String, String> options();

  /**
   * Returns the game's setup options, typed: what {@link SetupResolver} reads option text with.
   * Games declare them once, as constants of the game class that its builder and its provider share
   * ({@link dev.tabula.core.spi.ProviderBase} takes them). The default, for a provider that reads
   * its options itself in {@link #create(Map)}, is a {@link GameOption#text} option for each of
   * {@link #options()}.
   *
   * @return the options, in the order of {@link #options()}
   */
  default List<GameOption<?>> setupOptions() {
    List<GameOption<?>> out = new ArrayList<>();
    options().forEach((name, description) -> out.add(GameOption.text(name, description)));
    return List.copyOf(out);
  }

  /**
   * Creates the game with the given setup options (names as in {@link #options()}).
   *
   * @param options option values as text; options not given take their defaults
   * @return the game
   * @throws IllegalArgumentException if an option is unknown or its value is invalid; the message
   *     says which
   */
  Game<?, ?> create(Map<String, String> options);

  /**
   * Creates the game with a resolved setup, as {@link SetupResolver#resolve()} returns it. The
   * default passes {@link GameSetup#options()} to {@link #create(Map)}.
   *
   * @param setup a setup of this game's {@link #setupOptions()}
   * @return the game
   * @throws IllegalArgumentException if the setup is not valid for the game (for example options
   *     that contradict each other); the message says why
   */
  default Game<?, ?> create(GameSetup setup) {
    return create(setup.options());
  }

  /**
   * Checks that every name is one of {@link #options()}, as tools do before {@link #create} to tell
   * their users which options there are.
   *
   * @param names option names, e.g. the keys of the map to give to {@link #create}
   * @throws IllegalArgumentException for the first name that is not an option: {@code game 'NAME'
   *     has no option 'X'; options: A, B} (or {@code ...; it has no options})
   */
  default void checkOptions(Collection<String> names) {
    Map<String, String> options = options();
    for (String option : names) {
      if (!options.containsKey(option)) {
        throw new IllegalArgumentException(GameSetup.unknown(name(), options.keySet(), option));
      }
    }
  }

  /**
   * Returns the setup options that a position in the game's notation implies by itself (for example
   * the number of players that a Marrakech position lists), so that tools can set the game up from
   * the position alone. Only options the text states are returned; text that does not parse gives
   * an empty map (the game's {@link Game#parseState} then reports what is wrong). The default
   * returns an empty map.
   *
   * @param position a position in the game's notation
   * @return option name to value, unmodifiable; empty when the text implies nothing
   */
  default Map<String, String> optionsFor(CharSequence position) {
    return Map.of();
  }

  /**
   * Returns the names of all providers found by {@link ServiceLoader} from this module's loader.
   *
   * @return the provider names, sorted
   */
  static Set<String> available() {
    java.util.TreeSet<String> names = new java.util.TreeSet<>();
    for (GameProvider p : ServiceLoader.load(GameProvider.class)) {
      names.add(p.name());
    }
    return names;
  }

  /**
   * Finds a provider by name.
   *
   * @param name the game's name
   * @return the provider
   * @throws IllegalArgumentException if no provider has that name (the message lists those there
   *     are)
   */
  static GameProvider find(String name) {
    java.util.Objects.requireNonNull(name, "name");
    for (GameProvider p : ServiceLoader.load(GameProvider.class)) {
      if (p.name().equals(name)) {
        return p;
      }
    }
    throw new IllegalArgumentException(
        "unknown game '" + name + "'; available: " + String.join(", ", available()));
  }
}
