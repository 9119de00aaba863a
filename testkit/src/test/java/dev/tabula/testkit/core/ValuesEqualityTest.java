package dev.tabula.testkit.core;

import com.google.common.testing.EqualsTester;
import dev.tabula.core.GameRecord;
import dev.tabula.core.OpeningBook;
import dev.tabula.core.Perft;
import dev.tabula.testkit.fixtures.CoinFlipNim;
import dev.tabula.testkit.fixtures.Race;
import dev.tabula.testkit.fixtures.RandomTree;
import dev.tabula.testkit.fixtures.RollNim;
import dev.tabula.testkit.fixtures.TakeAway;
import dev.tabula.testkit.fixtures.Wide;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Guava's {@link EqualsTester} over core's value types that hold a game or a move (game records,
 * perft's divide lines) and over the fixtures' states and moves: a state reached by two move orders
 * equals the one reached by the other, and equal values hash alike.
 */
class ValuesEqualityTest {
  private static final TakeAway TAKE = new TakeAway(2, 10);

  @Test
  void gameRecord() {
    GameRecord<TakeAway.State, Integer> r = GameRecord.of(TAKE, TAKE.start(), List.of(1, 2));
    new EqualsTester()
        .addEqualityGroup(r, GameRecord.of(TAKE, TAKE.start(), List.of(1, 2)))
        .addEqualityGroup(GameRecord.of(TAKE, TAKE.start(), List.of(2, 1)))
        .addEqualityGroup(GameRecord.of(TAKE, TAKE.start(), List.of(1)))
        .addEqualityGroup(r.withTag("Event", "test"), r.withTags(Map.of("Event", "test")))
        .addEqualityGroup(r.withComments(List.of("a comment")))
        .addEqualityGroup(
            GameRecord.of(new TakeAway(3, 10), new TakeAway(3, 10).start(), List.of(1, 2)))
        .testEquals();
  }

  @Test
  void openingBook() {
    OpeningBook<TakeAway.State, Integer> book = OpeningBookTest.sample();
    TakeAway.State start = TAKE.start();
    OpeningBook.Entry<Integer> entry = new OpeningBook.Entry<>(1, 0.5, 2);
    new EqualsTester()
        .addEqualityGroup(book, OpeningBook.parse(TAKE, book.format()), OpeningBookTest.sample())
        .addEqualityGroup(OpeningBook.of(TAKE, "", book.entries()))
        .addEqualityGroup(OpeningBook.of(TAKE, "", Map.of(start, entry)))
        .addEqualityGroup(OpeningBook.of(TAKE, "", Map.of()))
        .addEqualityGroup(OpeningBook.of(new TakeAway(3, 10), "", Map.of()))
        .testEquals();
    new EqualsTester()
        .addEqualityGroup(entry, new OpeningBook.Entry<>(1, 0.5, 2))
        .addEqualityGroup(new OpeningBook.Entry<>(2, 0.5, 2))
        .addEqualityGroup(new OpeningBook.Entry<>(1, 0.25, 2))
        .addEqualityGroup(new OpeningBook.Entry<>(1, 0.5, 3))
        .testEquals();
  }

  @Test
  void perftDivide() {
    new EqualsTester()
        .addEqualityGroup(new Perft.Divide<>(1, "1", 5), new Perft.Divide<>(1, "1", 5))
        .addEqualityGroup(new Perft.Divide<>(2, "2", 5))
        .addEqualityGroup(new Perft.Divide<>(1, "1", 6))
        .testEquals();
  }

  @Test
  void takeAwayStates_equalByPositionWhateverTheMoveOrder() {
    TakeAway.State start = TAKE.start();
    TakeAway.State oneThenTwo = TAKE.apply(TAKE.apply(start, 1), 2);
    TakeAway.State twoThenOne = TAKE.apply(TAKE.apply(start, 2), 1);
    new EqualsTester()
        .addEqualityGroup(start, TAKE.start())
        .addEqualityGroup(TAKE.apply(start, 1))
        .addEqualityGroup(TAKE.apply(start, 2))
        .addEqualityGroup(oneThenTwo, twoThenOne)
        .testEquals();
  }

  @Test
  void fixtureStatesAndMoves() {
    CoinFlipNim nim = new CoinFlipNim();
    RollNim roll = new RollNim(3, 7);
    Wide wide = new Wide(3, 3);
    new EqualsTester()
        .addEqualityGroup(Race.INSTANCE.start(), Race.INSTANCE.start())
        .addEqualityGroup(Race.INSTANCE.apply(Race.INSTANCE.start(), Race.Move.STEP1))
        .addEqualityGroup(nim.start(), new CoinFlipNim().start())
        .addEqualityGroup(roll.start(), new RollNim(3, 7).start())
        .addEqualityGroup(new RollNim(3, 6).start())
        .addEqualityGroup(new RandomTree.Node(0, 0), new RandomTree.Node(0, 0))
        .addEqualityGroup(new RandomTree.Node(1, 0))
        .addEqualityGroup(wide.start(), new Wide(3, 3).start())
        .testEquals();
    new EqualsTester()
        .addEqualityGroup(new RollNim.Move(true, 1), new RollNim.Move(true, 1))
        .addEqualityGroup(new RollNim.Move(false, 1))
        .addEqualityGroup(new RollNim.Move(true, 2))
        .testEquals();
  }
}
