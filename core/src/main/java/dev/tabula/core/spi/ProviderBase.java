package dev.tabula.core.spi;

import dev.tabula.core.GameProvider;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The part of a game's {@link GameProvider} that is the same in every game: its name, its one-line
 * description and its options with their descriptions, fixed when it is made. A game's provider
 * passes them to the constructor and implements {@link #create} (and {@link #optionsFor} if its
 * positions imply options).
 */
public abstract class ProviderBase implements GameProvider {
  private final String name;
  private final String description;
  private final Map<String, String> options;

  /**
   * Fixes what the provider says about its game.
   *
   * @param name the game's name, e.g. {@code "toguz"}
   * @param description a one-line description for people
   * @param options the options in the order tools list them: each option's name followed by its
   *     description
   * @throws IllegalArgumentException if an option has no description or is named twice
   */
  protected ProviderBase(String name, String description, String... options) {
    if (options.length % 2 != 0) {
      throw new IllegalArgumentException(
          "an option without a description: " + options[options.length - 1]);
    }
    Map<String, String> m = new LinkedHashMap<>();
    for (int i = 0; i < options.length; i += 2) {
      if (m.put(options[i], options[i + 1]) != null) {
        throw new IllegalArgumentException("option " + options[i] + " named twice");
      }
    }
    this.name = name;
    this.description = description;
    this.options = Collections.unmodifiableMap(m);
  }

  /**
   * Returns the game's name, as given to the constructor.
   *
   * @return the name
   */
  @Override
  public final String name() {
    return name;
  }

  /**
   * Returns the one-line description, as given to the constructor.
   *
   * @return the description
   */
  @Override
  public final String description() {
    return description;
  }

  /**
   * Returns the options with their descriptions, as given to the constructor.
   *
   * @return option name to description, unmodifiable
   */
  @Override
  public final Map<String, String> options() {
    return options;
  }
}
