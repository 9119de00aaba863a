package dev.tabula.core;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.UnaryOperator;
import org.jspecify.annotations.Nullable;

/**
 * One setup option of a game, declared once by the game (as a constant of its game class) and
 * shared by its builder and its {@link GameProvider}: the option's name, a description for people,
 * its default, how its value reads from text (with a clear message when it does not) and how it is
 * written back, and which values it allows.
 *
 * <p>Values as text are trimmed before they are read. Every value has one text ({@link #format}),
 * which {@link #parse} reads back to an equal value: that text is what {@link Game#options()},
 * records' {@code Options} tag and {@code tabula games} show. A value given as text is refused with
 * {@code option NAME must be EXPECTED, got 'TEXT'} (or {@code option NAME: WHY} for options made by
 * {@link #of}); a value given typed, by {@code option NAME must be EXPECTED, got VALUE}.
 *
 * <p>Options are immutable and thread-safe. They are compared by identity: declare each once, as a
 * constant, and use that constant everywhere. {@link GameSetup} holds the values of a game's
 * options, and {@link SetupResolver} resolves them from text.
 *
 * @param <T> the type of the option's values
 */
public final class GameOption<T> {
  private final String name;
  private final String description;
  private final @Nullable T defaultValue;

  /** What the values are, for messages ("2, 3 or 4"); null when the parser says it itself. */
  private final @Nullable String expected;

  /** Reads a trimmed text; throws IllegalArgumentException saying why when it does not read. */
  private final Function<String, T> parser;

  private final Function<? super T, String> formatter;

  /** Checks a typed value (throwing IllegalArgumentException saying why) and returns it. */
  private final UnaryOperator<T> checker;

  private GameOption(
      String name,
      String description,
      @Nullable T defaultValue,
      @Nullable String expected,
      Function<String, T> parser,
      Function<? super T, String> formatter,
      UnaryOperator<T> checker) {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(description, "description");
    Objects.requireNonNull(parser, "parser");
    Objects.requireNonNull(formatter, "formatter");
    Objects.requireNonNull(checker, "checker");
    if (!RecordReader.isOptionName(name)) {
      throw new IllegalArgumentException(
          "an option name is ASCII letters, digits, '-' and '_', got '" + name + "'");
    }
    this.name = name;
    this.description = description;
    this.defaultValue = defaultValue;
    this.expected = expected;
    this.parser = parser;
    this.formatter = formatter;
    this.checker = checker;
  }

  /**
   * Declares a whole-number option with a range: its text is a decimal number (an optional sign,
   * digits).
   *
   * @param name the option's name, e.g. {@code "players"}: ASCII letters, digits, {@code -} and
   *     {@code _}
   * @param description a description for people, e.g. {@code "number of players, 2, 3 or 4 (default
   *     4)"}
   * @param defaultValue the value when the option is not given
   * @param min the smallest value allowed
   * @param max the largest value allowed ({@link Integer#MAX_VALUE} for no bound)
   * @return the option
   * @throws IllegalArgumentException if the name is not a name, {@code min > max}, or the default
   *     is out of range
   */
  public static GameOption<Integer> integer(
      String name, String description, int defaultValue, int min, int max) {
    if (min > max) {
      throw new IllegalArgumentException("min " + min + " > max " + max);
    }
    String expected;
    if (max == Integer.MAX_VALUE) {
      expected = "a whole number >= " + min;
    } else if ((long) max - min <= 3) {
      List<String> values = new ArrayList<>();
      for (int v = min; v <= max; v++) {
        values.add(Integer.toString(v));
      }
      expected = oneOf(values);
    } else {
      expected = "a whole number from " + min + " to " + max;
    }
    String message = "option " + name + " must be " + expected + ", got ";
    GameOption<Integer> option =
        new GameOption<>(
            name,
            description,
            defaultValue,
            expected,
            text -> {
              int v;
              try {
                v = Integer.parseInt(text);
              } catch (NumberFormatException e) {
                throw new IllegalArgumentException(message + "'" + text + "'", e);
              }
              if (v < min || v > max) {
                throw new IllegalArgumentException(message + "'" + text + "'");
              }
              return v;
            },
            v -> Integer.toString(v),
            v -> {
              if (v < min || v > max) {
                throw new IllegalArgumentException(message + v);
              }
              return v;
            });
    option.check(defaultValue);
    return option;
  }

  /**
   * Declares an option whose values are the constants of an enum. Each constant reads from its text
   * ({@code format}) and from its {@link Enum#name() name}, in either case; it is written as its
   * text.
   *
   * @param <E> the enum
   * @param name the option's name
   * @param description a description for people
   * @param defaultValue the value when the option is not given; its enum's constants are the values
   * @param format the text of each constant, e.g. {@code c -> String.valueOf(c.letter())}
   * @return the option
   * @throws IllegalArgumentException if the name is not a name, or two constants read from the same
   *     text
   */
  public static <E extends Enum<E>> GameOption<E> choice(
      String name, String description, E defaultValue, Function<? super E, String> format) {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(description, "description");
    Objects.requireNonNull(defaultValue, "defaultValue");
    Objects.requireNonNull(format, "format");
    E[] values = defaultValue.getDeclaringClass().getEnumConstants();
    List<String> texts = new ArrayList<>();
    Map<String, E> byText = new HashMap<>();
    for (E v : values) {
      String text = format.apply(v);
      if (!RecordReader.isOptionValue(text)) {
        throw new IllegalArgumentException(
            "option " + name + ": '" + text + "' cannot be written in a record's Options tag");
      }
      texts.add(text);
      for (String key : List.of(text, v.name())) {
        E other = byText.putIfAbsent(key.toUpperCase(Locale.ROOT), v);
        if (other != null && other != v) {
          throw new IllegalArgumentException(
              "option " + name + ": " + other + " and " + v + " both read from '" + key + "'");
        }
      }
    }
    String expected = oneOf(texts);
    return new GameOption<>(
        name,
        description,
        defaultValue,
        expected,
        text -> {
          for (E v : values) {
            if (text.equalsIgnoreCase(format.apply(v)) || text.equalsIgnoreCase(v.name())) {
              return v;
            }
          }
          throw new IllegalArgumentException(
              "option " + name + " must be " + expected + ", got '" + text + "'");
        },
        format,
        v -> v);
  }

  /**
   * Declares an option of any type, without a default (the option has no value unless it is given).
   * A value is allowed when its text reads back: {@code parse(format(value))} checks a typed value
   * and gives the value the setup keeps.
   *
   * @param <T> the type of the values
   * @param name the option's name
   * @param description a description for people
   * @param parse reads a (trimmed) text; throws {@link IllegalArgumentException} saying why when
   *     the text is not a value (the message becomes {@code option NAME: WHY})
   * @param format writes a value as text; may throw {@link IllegalArgumentException} saying why for
   *     a value that is not allowed
   * @return the option
   * @throws IllegalArgumentException if the name is not a name
   */
  public static <T> GameOption<T> of(
      String name,
      String description,
      Function<String, ? extends T> parse,
      Function<? super T, String> format) {
    Objects.requireNonNull(parse, "parse");
    Objects.requireNonNull(format, "format");
    Function<String, T> parser =
        named(name, text -> Objects.requireNonNull(parse.apply(text), "parsed value"));
    Function<T, String> formatted = named(name, format::apply);
    return new GameOption<>(
        name,
        description,
        null,
        null,
        parser,
        format,
        v -> parser.apply(formatted.apply(v).strip()));
  }

  /**
   * {@code f}, with the message of the {@link IllegalArgumentException} it throws prefixed by the
   * option's name: {@code option NAME: WHY}.
   */
  private static <A, R> Function<A, R> named(String name, Function<A, R> f) {
    return a -> {
      try {
        return f.apply(a);
      } catch (IllegalArgumentException e) {
        throw new IllegalArgumentException("option " + name + ": " + e.getMessage(), e);
      }
    };
  }

  /**
   * Declares an option whose value is any text, without a default: for a {@link GameProvider} that
   * reads its options itself in {@link GameProvider#create(java.util.Map)} (see {@link
   * GameProvider#setupOptions()}).
   *
   * @param name the option's name
   * @param description a description for people
   * @return the option
   * @throws IllegalArgumentException if the name is not a name
   */
  public static GameOption<String> text(String name, String description) {
    return new GameOption<>(name, description, null, null, text -> text, text -> text, v -> v);
  }

  /** "a", "a or b", "a, b or c". */
  private static String oneOf(List<String> values) {
    int n = values.size();
    return n == 1
        ? values.get(0)
        : String.join(", ", values.subList(0, n - 1)) + " or " + values.get(n - 1);
  }

  /**
   * Returns the option's name, e.g. {@code "players"}.
   *
   * @return the name
   */
  public String name() {
    return name;
  }

  /**
   * Returns the description for people, as {@code tabula games} lists it.
   *
   * @return the description
   */
  public String description() {
    return description;
  }

  /**
   * Returns the value the option has when it is not given.
   *
   * @return the default; empty for an option that has no value unless it is given
   */
  public Optional<T> defaultValue() {
    return Optional.ofNullable(defaultValue);
  }

  /**
   * Reads a value from text, as the command line, a record's {@code Options} tag or {@link
   * GameProvider#create(java.util.Map)} give it; the text is trimmed first.
   *
   * @param text the value as text
   * @return the value
   * @throws IllegalArgumentException if the text is not an allowed value: {@code option NAME must
   *     be EXPECTED, got 'TEXT'} (or {@code option NAME: WHY})
   */
  public T parse(String text) {
    return parser.apply(Objects.requireNonNull(text, "text").strip());
  }

  /**
   * Writes a value as text; {@link #parse} reads it back.
   *
   * @param value a value
   * @return its text
   * @throws IllegalArgumentException if the value is not allowed
   */
  public String format(T value) {
    return formatter.apply(check(value));
  }

  /**
   * Checks that a typed value is allowed.
   *
   * @param value a value
   * @return the value to keep (the value itself, or for options made by {@link #of} the value read
   *     back from its text)
   * @throws IllegalArgumentException if the value is not allowed: {@code option NAME must be
   *     EXPECTED, got VALUE} (or {@code option NAME: WHY})
   * @throws NullPointerException if the value is null
   */
  public T check(T value) {
    return checker.apply(Objects.requireNonNull(value, name));
  }

  /**
   * Returns the name and, for options of a known set of values, the values, e.g. {@code players (2,
   * 3 or 4)}.
   *
   * @return a description for debugging
   */
  @Override
  public String toString() {
    return expected == null ? name : name + " (" + expected + ")";
  }
}
