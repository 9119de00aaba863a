package dev.tabula.core;

import java.util.Collection;
import java.util.Map;
import java.util.ServiceLoader;
import java.util.Set;

/**
 * A service that makes {@link Game} objects by name, so tools such as the command line can offer
 * every game on the class or module path. Game modules declare their provider with {@code provides
 * dev.tabula.core.GameProvider with ...} in {@code module-info} and in {@code
 * META-INF/services/dev.tabula.core.GameProvider}.
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
   * Returns the setup options {@link #create} understands, with a description each.
   *
   * @return option name to description; may be empty
   */
  Map<String, String> options();

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
        String known = String.join(", ", options.keySet());
        throw new IllegalArgumentException(
            String.format(
                "game '%s' has no option '%s'; %s",
                name(), option, options.isEmpty() ? "it has no options" : "options: " + known));
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
