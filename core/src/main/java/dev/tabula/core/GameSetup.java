package dev.tabula.core;

import com.google.errorprone.annotations.CheckReturnValue;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * The setup of one game: the value of each of its {@link GameOption}s, typed. An immutable value;
 * every {@code with} method returns a new setup.
 *
 * <p>An option is either <em>given</em> (set by {@link #with}, {@link #withOptions} or {@link
 * SetupResolver}) or takes its default. {@link #options()} is every option that has a value, as
 * text, in the order the game declares them: what {@link Game#options()} returns and records carry
 * (a game keeps its setup as this text map, so that a record names it without knowing the option
 * types). {@link #given()} is the given ones alone, e.g. to write a command line that sets the same
 * game up.
 *
 * <p>A game makes its default setup with {@link #of}; its builder keeps one and sets values through
 * the game's option constants; its provider makes the game from the setup {@link SetupResolver}
 * resolves ({@link GameProvider#create(GameSetup)}).
 */
@CheckReturnValue
public final class GameSetup {
  private final String game;
  private final List<GameOption<?>> declared;

  /** The given values by option name, in no particular order. */
  private final Map<String, Object> values;

  private GameSetup(String game, List<GameOption<?>> declared, Map<String, Object> values) {
    this.game = game;
    this.declared = declared;
    this.values = values;
  }

  /**
   * Returns the default setup of a game: no option given.
   *
   * @param game the game's name, for messages
   * @param options the game's options, in the order tools list them
   * @return the setup
   * @throws IllegalArgumentException if two options have the same name
   */
  public static GameSetup of(String game, List<? extends GameOption<?>> options) {
    Objects.requireNonNull(game, "game");
    List<GameOption<?>> declared = List.copyOf(options);
    for (int i = 0; i < declared.size(); i++) {
      for (int j = 0; j < i; j++) {
        if (declared.get(i).name().equals(declared.get(j).name())) {
          throw new IllegalArgumentException("option " + declared.get(i).name() + " named twice");
        }
      }
    }
    return new GameSetup(game, declared, Map.of());
  }

  /**
   * Returns the game's name, as given to {@link #of}.
   *
   * @return the name
   */
  public String game() {
    return game;
  }

  /**
   * Returns the game's options, in their order.
   *
   * @return the options, unmodifiable
   */
  public List<GameOption<?>> declared() {
    return declared;
  }

  /**
   * Returns an option's value: the given one, else its default.
   *
   * @param <T> the value type
   * @param option one of the game's options
   * @return the value
   * @throws IllegalArgumentException if the option is not one of the game's
   * @throws NoSuchElementException if the option is not given and has no default (see {@link
   *     #find})
   */
  public <T> T get(GameOption<T> option) {
    return find(option)
        .orElseThrow(
            () ->
                new NoSuchElementException(
                    "option " + option.name() + " is not given and has no default"));
  }

  /**
   * Returns an option's value: the given one, else its default, else empty.
   *
   * @param <T> the value type
   * @param option one of the game's options
   * @return the value, empty when the option has none
   * @throws IllegalArgumentException if the option is not one of the game's
   */
  @SuppressWarnings("unchecked") // with() and withOptions() only store values of their option
  public <T> Optional<T> find(GameOption<T> option) {
    checkDeclared(option);
    Object v = values.get(option.name());
    return v != null ? Optional.of((T) v) : option.defaultValue();
  }

  /**
   * Returns whether an option is given (rather than taking its default).
   *
   * @param option one of the game's options
   * @return whether it is given
   * @throws IllegalArgumentException if the option is not one of the game's
   */
  public boolean isGiven(GameOption<?> option) {
    checkDeclared(option);
    return values.containsKey(option.name());
  }

  /**
   * Returns a setup with one option given.
   *
   * @param <T> the value type
   * @param option one of the game's options
   * @param value its value
   * @return the new setup
   * @throws IllegalArgumentException if the option is not one of the game's, or the value is not
   *     allowed: {@code game 'NAME': option ...} (see {@link GameOption#check})
   * @throws NullPointerException if the value is null
   */
  public <T> GameSetup with(GameOption<T> option, T value) {
    checkDeclared(option);
    T checked;
    try {
      checked = option.check(value);
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException(inGame(e.getMessage()), e);
    }
    Map<String, Object> m = new HashMap<>(values);
    m.put(option.name(), checked);
    return new GameSetup(game, declared, Collections.unmodifiableMap(m));
  }

  /**
   * Returns a setup in which an option is not given: it takes its default, or has no value.
   *
   * @param option one of the game's options
   * @return the new setup
   * @throws IllegalArgumentException if the option is not one of the game's
   */
  public GameSetup without(GameOption<?> option) {
    checkDeclared(option);
    if (!values.containsKey(option.name())) {
      return this;
    }
    Map<String, Object> m = new HashMap<>(values);
    m.remove(option.name());
    return new GameSetup(game, declared, Collections.unmodifiableMap(m));
  }

  /**
   * Returns a setup with the options given by name, their values as text (as {@link #options()}
   * writes them and the command line takes them; trimmed; a null value reads as empty text).
   * Options not named keep their values. Either every option is read, or the call fails.
   *
   * @param options option name to value as text
   * @return the new setup
   * @throws IllegalArgumentException for the first name that is not an option ({@code game 'NAME'
   *     has no option 'X'; options: A, B}) or value that does not read ({@code game 'NAME': option
   *     X must be ..., got 'V'})
   */
  public GameSetup withOptions(Map<String, String> options) {
    Map<String, Object> m = new HashMap<>(values);
    for (Map.Entry<String, @Nullable String> e : options.entrySet()) {
      GameOption<?> option = option(e.getKey());
      m.put(option.name(), parse(option, e.getValue()));
    }
    return new GameSetup(game, declared, Collections.unmodifiableMap(m));
  }

  /**
   * Returns every option that has a value (given or by default) with its value as text, in the
   * game's order: the form {@link Game#options()} returns and records carry.
   *
   * @return option name to value as text, unmodifiable
   */
  public Map<String, String> options() {
    Map<String, String> out = new LinkedHashMap<>();
    for (GameOption<?> o : declared) {
      text(o).ifPresent(t -> out.put(o.name(), t));
    }
    return Collections.unmodifiableMap(out);
  }

  /**
   * Returns the given options alone, values as text, in the game's order.
   *
   * @return option name to value as text, unmodifiable
   */
  public Map<String, String> given() {
    Map<String, String> out = new LinkedHashMap<>();
    for (GameOption<?> o : declared) {
      if (values.containsKey(o.name())) {
        text(o).ifPresent(t -> out.put(o.name(), t));
      }
    }
    return Collections.unmodifiableMap(out);
  }

  private <T> Optional<String> text(GameOption<T> option) {
    return find(option).map(option::format);
  }

  /**
   * Two setups are equal when they are of the same game name and have the same given values and the
   * same values as text.
   *
   * @param o another object
   * @return whether it is an equal setup
   */
  @Override
  public boolean equals(@Nullable Object o) {
    return o instanceof GameSetup s
        && game.equals(s.game)
        && given().equals(s.given())
        && options().equals(s.options());
  }

  @Override
  public int hashCode() {
    return game.hashCode() * 31 + given().hashCode();
  }

  /**
   * Returns the game's name and its options, e.g. {@code marrakech {players=3, first=0, facing=N}}.
   *
   * @return the setup as text
   */
  @Override
  public String toString() {
    return game + " " + options();
  }

  // ---- the one place where option names and values are read

  /** The option of that name, or the message of {@link GameProvider#checkOptions}. */
  GameOption<?> option(String name) {
    for (GameOption<?> o : declared) {
      if (o.name().equals(name)) {
        return o;
      }
    }
    throw new IllegalArgumentException(unknown(game, names(declared), name));
  }

  /** Reads a value of an option of this game; the message names the game. */
  Object parse(GameOption<?> option, @Nullable String text) {
    try {
      return option.parse(text == null ? "" : text);
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException(inGame(e.getMessage()), e);
    }
  }

  /** A setup with these values given (read by {@link #parse}), by option name. */
  GameSetup withValues(Map<String, Object> given) {
    Map<String, Object> m = new HashMap<>(values);
    m.putAll(given);
    return new GameSetup(game, declared, Collections.unmodifiableMap(m));
  }

  private String inGame(@Nullable String message) {
    return "game '" + game + "': " + message;
  }

  private void checkDeclared(GameOption<?> option) {
    Objects.requireNonNull(option, "option");
    if (!declared.contains(option)) {
      throw new IllegalArgumentException(
          "game '" + game + "' has no option " + option + " (options are compared by identity)");
    }
  }

  static List<String> names(List<? extends GameOption<?>> options) {
    List<String> names = new ArrayList<>();
    for (GameOption<?> o : options) {
      names.add(o.name());
    }
    return names;
  }

  /** {@code game 'NAME' has no option 'X'; options: A, B} (or {@code ...; it has no options}). */
  static String unknown(String game, Collection<String> known, String option) {
    return String.format(
        "game '%s' has no option '%s'; %s",
        game,
        option,
        known.isEmpty() ? "it has no options" : "options: " + String.join(", ", known));
  }
}
