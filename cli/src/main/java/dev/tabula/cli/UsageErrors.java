package dev.tabula.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import picocli.CommandLine;
import picocli.CommandLine.MissingParameterException;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.OverwrittenOptionException;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.UnmatchedArgumentException;

/**
 * Says what is wrong with the command line in plain words, instead of picocli's parser wording
 * ({@code 'abc' is not a long}, {@code unmatched argument at index 0}): e.g. {@code --depth expects
 * a whole number, got 'abc'}, {@code --seed is out of range, got '99999999999999999999'
 * (-9223372036854775808..9223372036854775807)} or {@code unexpected argument 'x'}.
 */
final class UsageErrors {
  private UsageErrors() {}

  /** The message for a usage error, without the {@code tabula: } prefix and the help hint. */
  static String describe(ParameterException e) {
    CommandLine cmd = e.getCommandLine();
    if (e instanceof UnmatchedArgumentException u) {
      return unmatched(cmd, u);
    }
    if (e instanceof OverwrittenOptionException o && o.getOverwritten() != null) {
      return name(o.getOverwritten()) + " is given more than once";
    }
    if (e instanceof MissingParameterException m && !m.getMissing().isEmpty()) {
      String message = String.valueOf(m.getMessage());
      ArgSpec first = m.getMissing().get(0);
      if (first.isOption() && message.startsWith("Expected parameter for option")) {
        int found = message.indexOf(" but found '");
        return name(first)
            + " expects a value ("
            + first.paramLabel()
            + ")"
            + (found < 0
                ? ""
                : ", got option " + message.substring(found + " but found ".length()));
      }
      if (first.isOption() && message.startsWith("Missing required parameter for option")) {
        return name(first) + " expects a value (" + first.paramLabel() + ")";
      }
      List<String> names = new ArrayList<>();
      for (ArgSpec a : m.getMissing()) {
        names.add(name(a));
      }
      return "missing "
          + (first.isOption() ? "option" : "argument")
          + (names.size() == 1 ? " " : "s ")
          + String.join(", ", names);
    }
    ArgSpec arg = e.getArgSpec();
    String value = e.getValue();
    if (arg != null && value != null) {
      String range = wholeNumberRange(arg.type());
      if (range != null && value.strip().matches("[-+]?[0-9]+")) {
        // a whole number that does not fit the option's type: say so, not "expects a number"
        return name(arg) + " is out of range, got '" + value + "' (" + range + ")";
      }
      String expected = expected(arg);
      if (expected != null) {
        return name(arg) + " expects " + expected + ", got '" + value + "'";
      }
    }
    String message = String.valueOf(e.getMessage());
    int kv = message.indexOf(" should be in KEY=VALUE format but was ");
    if (arg != null && kv >= 0) {
      // picocli does not keep the value of a malformed map entry; its message ends with it.
      return name(arg)
          + " expects NAME=VALUE, got '"
          + message.substring(kv + " should be in KEY=VALUE format but was ".length())
          + "'";
    }
    return lowerFirst(message);
  }

  private static String unmatched(CommandLine cmd, UnmatchedArgumentException u) {
    List<String> unmatched = u.getUnmatched();
    String first = unmatched.isEmpty() ? "" : unmatched.get(0);
    String message;
    if (u.isUnknownOption() || (first.startsWith("-") && first.length() > 1)) {
      message = "unknown option '" + first + "'";
    } else if (cmd.getParent() == null && !cmd.getSubcommands().isEmpty()) {
      message = "unknown command '" + first + "'";
    } else {
      message = "unexpected argument '" + first + "'";
    }
    List<String> close = new java.util.ArrayList<>();
    boolean command =
        !first.startsWith("-") && cmd.getParent() == null && !cmd.getSubcommands().isEmpty();
    for (String s : command ? cmd.getSubcommands().keySet() : u.getSuggestions()) {
      if (isClose(first.replaceFirst("^-+", ""), s.replaceFirst("^-+", ""))) {
        close.add(s);
      }
    }
    if (!close.isEmpty()) {
      message += " (did you mean " + String.join(" or ", close) + "?)";
    } else if (cmd.getParent() == null && !first.startsWith("-")) {
      message += "; commands: " + String.join(", ", cmd.getSubcommands().keySet());
    }
    return message;
  }

  /**
   * Whether a suggestion is close enough to what was typed to be worth offering (picocli suggests
   * loosely: "frobnicate" would get "match"): at most two edits (insert, delete, replace, or swap
   * two neighbours), or a third of the word's length.
   */
  static boolean isClose(String typed, String suggestion) {
    int n = typed.length();
    int m = suggestion.length();
    int[][] d = new int[n + 1][m + 1];
    for (int i = 0; i <= n; i++) {
      d[i][0] = i;
    }
    for (int j = 0; j <= m; j++) {
      d[0][j] = j;
    }
    for (int i = 1; i <= n; i++) {
      for (int j = 1; j <= m; j++) {
        int cost = typed.charAt(i - 1) == suggestion.charAt(j - 1) ? 0 : 1;
        d[i][j] = Math.min(Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1), d[i - 1][j - 1] + cost);
        if (i > 1
            && j > 1
            && typed.charAt(i - 1) == suggestion.charAt(j - 2)
            && typed.charAt(i - 2) == suggestion.charAt(j - 1)) {
          d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
        }
      }
    }
    return d[n][m] <= Math.max(2, Math.min(n, m) / 3);
  }

  /**
   * The range of a whole-number type ({@code -2147483648..2147483647} for an {@code int}), or null
   * for another type.
   */
  private static String wholeNumberRange(Class<?> type) {
    if (type == int.class || type == Integer.class) {
      return Integer.MIN_VALUE + ".." + Integer.MAX_VALUE;
    }
    if (type == long.class || type == Long.class) {
      return Long.MIN_VALUE + ".." + Long.MAX_VALUE;
    }
    if (type == short.class || type == Short.class) {
      return Short.MIN_VALUE + ".." + Short.MAX_VALUE;
    }
    if (type == byte.class || type == Byte.class) {
      return Byte.MIN_VALUE + ".." + Byte.MAX_VALUE;
    }
    return null;
  }

  /**
   * What a value of the argument's type looks like, or null when there is nothing plainer to say.
   */
  private static String expected(ArgSpec arg) {
    Class<?> type = arg.type();
    if (Map.class.isAssignableFrom(type)) {
      return "NAME=VALUE";
    }
    if (type == int.class
        || type == Integer.class
        || type == long.class
        || type == Long.class
        || type == short.class
        || type == Short.class
        || type == byte.class
        || type == Byte.class) {
      return "a whole number";
    }
    if (type == double.class
        || type == Double.class
        || type == float.class
        || type == Float.class) {
      return "a number";
    }
    if (type.isEnum()) {
      List<String> names = new ArrayList<>();
      for (Object constant : type.getEnumConstants()) {
        names.add(constant.toString());
      }
      return "one of " + String.join(", ", names);
    }
    return null;
  }

  /** An option by its longest name, a positional parameter by its label. */
  private static String name(ArgSpec arg) {
    return arg instanceof OptionSpec o ? o.longestName() : arg.paramLabel();
  }

  /** Picocli's sentences ("Unknown option: ...") start lower case after "tabula: ". */
  static String lowerFirst(String s) {
    return s.length() > 1
            && Character.isUpperCase(s.charAt(0))
            && Character.isLowerCase(s.charAt(1))
        ? s.substring(0, 1).toLowerCase(Locale.ROOT) + s.substring(1)
        : s;
  }
}
