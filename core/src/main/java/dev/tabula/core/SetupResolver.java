package dev.tabula.core;

import com.google.errorprone.annotations.CheckReturnValue;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * The one resolution of a game's setup from text: setup options from several sources (the command
 * line, a record's {@code Options} tag, a pipeline's settings), and the options that a position
 * implies ({@link GameProvider#optionsFor}, such as the number of players of a Marrakech position),
 * resolved into one {@link GameSetup}. The command line, record replay, the Beam pipelines and the
 * games' providers all set games up through it.
 *
 * <p>Each source is checked as it is added, in order: every name must be one of the game's options
 * ({@code game 'NAME' has no option 'X'; options: A, B}), every value must read ({@code game
 * 'NAME': option X must be ..., got 'V'}), and a value must agree with what an earlier source gave
 * the same option (compared as values, so {@code facing=n} agrees with {@code facing=N}), else a
 * {@link SetupConflictException} names both sources. Options no source gives take their defaults.
 * Constraints between options (Marrakech's first seat must be one of its seats) are the game's, and
 * {@link GameProvider#create(GameSetup)} checks them.
 *
 * <pre>{@code
 * GameProvider provider = GameProvider.find("marrakech");
 * GameSetup setup =
 *     SetupResolver.of(provider)
 *         .options("the command line", Map.of("facing", "E"))
 *         .position("the position", text)
 *         .resolve();
 * Game<?, ?> game = provider.create(setup);
 * }</pre>
 *
 * <p>An immutable value: every method that adds a source returns a new resolver.
 */
@CheckReturnValue
public final class SetupResolver {
  /** The name {@link #record} gives the first record's {@code Options} tag. */
  public static final String RECORD_OPTIONS = "the first record's Options tag";

  /** The name {@link #record} gives the first record's {@code Start} (or {@code FEN}) position. */
  public static final String RECORD_START = "the first record's Start position";

  private final GameProvider provider;
  private final GameSetup defaults;

  /** What the sources gave so far, by option name, in the order given. */
  private final Map<String, Given> given;

  /** One option's value, the source that gave it and its text. */
  private record Given(Object value, String source, String text) {}

  private SetupResolver(GameProvider provider, GameSetup defaults, Map<String, Given> given) {
    this.provider = provider;
    this.defaults = defaults;
    this.given = given;
  }

  /**
   * Starts a resolution for a game: no source yet.
   *
   * @param provider the game's provider, whose {@link GameProvider#setupOptions()} are the options
   * @return the resolver
   */
  public static SetupResolver of(GameProvider provider) {
    Objects.requireNonNull(provider, "provider");
    return new SetupResolver(
        provider, GameSetup.of(provider.name(), provider.setupOptions()), Map.of());
  }

  /**
   * Adds options given as text.
   *
   * @param source what gives them, for messages, e.g. {@code "--option pile=4"} or {@link
   *     #RECORD_OPTIONS}
   * @param options option name to value as text (trimmed; a null value reads as empty text)
   * @return the resolver with the source added
   * @throws IllegalArgumentException if a name is not an option or a value does not read
   * @throws SetupConflictException if a value disagrees with an earlier source's
   */
  public SetupResolver options(String source, Map<String, String> options) {
    Objects.requireNonNull(source, "source");
    Map<String, Given> m = new LinkedHashMap<>(given);
    for (Map.Entry<String, @Nullable String> e : options.entrySet()) {
      GameOption<?> option = defaults.option(e.getKey());
      String text = e.getValue() == null ? "" : e.getValue().strip();
      Object value = defaults.parse(option, text);
      Given earlier = m.get(option.name());
      if (earlier == null) {
        m.put(option.name(), new Given(value, source, text));
      } else if (!earlier.value().equals(value)) {
        throw new SetupConflictException(
            provider.name(), option.name(), earlier.source(), earlier.text(), source, text);
      }
    }
    return new SetupResolver(provider, defaults, Collections.unmodifiableMap(m));
  }

  /**
   * Adds the options a position implies ({@link GameProvider#optionsFor}). Text that does not read
   * as a position implies nothing; the game's {@link Game#parseState} reports what is wrong with it
   * once the game is set up.
   *
   * @param source what the position is, for messages, e.g. {@code "the position"}
   * @param position a position in the game's notation (trimmed), or null for none
   * @return the resolver with what the position implies added
   * @throws IllegalArgumentException if the provider implies an option it does not have or a value
   *     that does not read
   * @throws SetupConflictException if an implied value disagrees with an earlier source's
   */
  public SetupResolver position(String source, @Nullable CharSequence position) {
    if (position == null) {
      return this;
    }
    return options(source, provider.optionsFor(position.toString().strip()));
  }

  /**
   * Adds what the first record of a text of records states: the options of its {@code Options} tag
   * (named {@link #RECORD_OPTIONS}), then the options its {@code Start} (or {@code FEN}) position
   * implies (named {@link #RECORD_START}). The records of one text share one setup, and {@link
   * GameRecord#parseAll} refuses those that name another.
   *
   * @param records records in the record format; only the tags before the first move are read
   * @return the resolver with the record's setup added
   * @throws NotationException if a tag before the first move, or the {@code Options} value, is
   *     malformed
   * @throws IllegalArgumentException as {@link #options} does
   * @throws SetupConflictException as {@link #options} does
   */
  public SetupResolver record(CharSequence records) {
    Map<String, String> header = GameRecord.readHeader(records);
    String options = header.get("Options");
    String start = header.containsKey("Start") ? header.get("Start") : header.get("FEN");
    SetupResolver r = this;
    if (options != null) {
      r = r.options(RECORD_OPTIONS, GameRecord.parseOptions(options));
    }
    return r.position(RECORD_START, start);
  }

  /**
   * Returns the setup: every option some source gave, the others at their defaults.
   *
   * @return the setup
   */
  public GameSetup resolve() {
    Map<String, Object> values = new LinkedHashMap<>();
    given.forEach((name, g) -> values.put(name, g.value()));
    return defaults.withValues(values);
  }

  /**
   * Returns the options the sources gave so far, as text, by name, in the order given, with the
   * source of each: for messages.
   *
   * @return option name to {@code source: value}
   */
  @Override
  public String toString() {
    Map<String, String> out = new LinkedHashMap<>();
    given.forEach((name, g) -> out.put(name, g.source() + ": " + g.text()));
    return "SetupResolver " + provider.name() + " " + out;
  }
}
