/*
 * A Tabula bot that plays a uniformly random legal move, in any game: a single file, no
 * dependencies, speaking the Tabula bot protocol, version 1 (docs/protocol.md).
 *
 * Run it with the source launcher (it compiles at start, which takes a second or two; the
 * referee allows 30 s for the handshake, and the bot says "reuse" so it starts only once):
 *
 *     java examples/java/RandomBot.java
 *
 * A match against the built-in random bot, from the repository root:
 *
 *     java -jar cli/target/tabula.jar match toguz \
 *         --bots 'cmd:java examples/java/RandomBot.java',random --games 10
 */
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.Random;

public final class RandomBot {
  private RandomBot() {}

  public static void main(String[] args) throws IOException {
    BufferedReader in =
        new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
    Random random = new Random(0);
    String[] legal = new String[0];
    String line;
    while ((line = in.readLine()) != null) {
      String[] words = line.strip().split("\\s+");
      switch (words[0]) {
        case "tabula" -> {
          if (words.length < 2 || !words[1].equals("1")) {
            System.err.println("protocol version not supported: " + line);
            return;
          }
          send("name JavaRandom");
          send("reuse");
          send("info pid " + ProcessHandle.current().pid());
          send("ready");
        }
        case "seed" -> random = new Random(Long.parseLong(words[1]));
        // Tokens "id:notation", in id order.
        case "legal" -> legal = java.util.Arrays.copyOfRange(words, 1, words.length);
        case "go" -> {
          String token = legal[random.nextInt(legal.length)];
          send("action " + token.substring(0, token.indexOf(':')));
        }
        case "quit" -> {
          return;
        }
        default -> {
          // game, options, players, seat, start, position, played, result, blank lines, and
          // lines of later versions: nothing to answer.
        }
      }
    }
  }

  private static void send(String line) {
    System.out.println(line);
    System.out.flush();
  }
}
