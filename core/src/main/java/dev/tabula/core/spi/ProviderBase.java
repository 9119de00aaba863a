package dev.tabula.core.spi;

import dev.tabula.core.Game;
import dev.tabula.core.GameOption;
import dev.tabula.core.GameProvider;
import dev.tabula.core.GameSetup;
import dev.tabula.core.SetupResolver;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The part of a game's {@link GameProvider} that is the same in every game: its name, its one-line
 * description and its typed {@link GameOption}s, fixed when it is made, and {@link #create(Map)},
 * which reads option text through {@link SetupResolver} (the one resolution every tool uses). A
 * game's provider passes the options its game class declares (so builder and provider share them)
 * to the constructor and implements {@link #create(GameSetup)} (and {@link #optionsFor} if its
 * positions imply options):
 *
 * <pre>{@code
 * public final class NimProvider extends ProviderBase {
 *   public NimProvider() {
 *     super("nim", "Nim with one pile", NimGame.setupOptions());
 *   }
 *
 *   @Override
 *   public NimGame create(GameSetup setup) {
 *     return NimGame.builder().options(setup.options()).build();
 *   }
 * }
 * }</pre>
 */
public abstract class ProviderBase implements GameProvider {
  private final String name;
  private final String description;
  private final List<GameOption<?>> setupOptions;
  private final Map<String, String> options;

  /**
   * Fixes what the provider says about its game.
   *
   * @param name the game's name, e.g. {@code "toguz"}
   * @param description a one-line description for people
   * @param options the game's options, in the order tools list them (empty for none)
   * @throws IllegalArgumentException if two options have the same name
   */
  protected ProviderBase(String name, String description, List<? extends GameOption<?>> options) {
    this.name = name;
    this.description = description;
    this.setupOptions = GameSetup.of(name, options).declared();
    Map<String, String> m = new LinkedHashMap<>();
    for (GameOption<?> o : setupOptions) {
      m.put(o.name(), o.description());
    }
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
   * Returns the options' names with their descriptions.
   *
   * @return option name to description, unmodifiable
   */
  @Override
  public final Map<String, String> options() {
    return options;
  }

  /**
   * Returns the options given to the constructor.
   *
   * @return the options, unmodifiable
   */
  @Override
  public final List<GameOption<?>> setupOptions() {
    return setupOptions;
  }

  /**
   * Reads the options through {@link SetupResolver} and makes the game with {@link
   * #create(GameSetup)}.
   *
   * @param options option values as text; options not given take their defaults
   * @return the game
   * @throws IllegalArgumentException if a name is not an option, a value does not read, or the game
   *     refuses the setup; the message says which
   */
  @Override
  public final Game<?, ?> create(Map<String, String> options) {
    return create(SetupResolver.of(this).options("the options", options).resolve());
  }

  /**
   * Makes the game with a setup of {@link #setupOptions()}.
   *
   * @param setup the setup
   * @return the game
   * @throws IllegalArgumentException if the game refuses the setup (options that contradict each
   *     other); the message says why
   */
  @Override
  public abstract Game<?, ?> create(GameSetup setup);
}
