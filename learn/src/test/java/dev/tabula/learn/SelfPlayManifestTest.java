package dev.tabula.learn;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.tabula.core.Agent;
import dev.tabula.toguz.ToguzGame;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The manifest's text: Jackson writes it, laid out for people as docs/selfplay.md shows. */
class SelfPlayManifestTest {

  @Test
  void json_layout_andEscapes() {
    SelfPlay<?, ?> sp =
        SelfPlay.of(ToguzGame.standard(), List.of(Agent.uniformRandom(), Agent.uniformRandom()))
            .seed(7)
            .maxPlies(300)
            .temperaturePlies(4)
            .randomPlies(3);
    String json =
        SelfPlayManifest.json(
            sp,
            List.of("mc:10", "say \"hi\"\\"),
            2,
            3,
            2,
            true,
            List.of(
                new SelfPlayManifest.Entry("selfplay-00001.npz", 2, 2, 210),
                new SelfPlayManifest.Entry("selfplay-00002.npz", 4, 1, 99)));
    assertEquals(
        """
        {
          "format": "tabula-selfplay 1",
          "game": "toguz",
          "setup": {},
          "players": 2,
          "bots": ["mc:10", "say \\"hi\\"\\\\"],
          "seed": 7,
          "first_game": 2,
          "games": 3,
          "games_per_file": 2,
          "max_plies": 300,
          "temperature_plies": 4,
          "random_plies": 3,
          "compressed": true,
          "samples": 309,
          "observation_shape": [4, 2, 9],
          "num_actions": 9,
          "files": [
            {"name": "selfplay-00001.npz", "first_game": 2, "games": 2, "samples": 210},
            {"name": "selfplay-00002.npz", "first_game": 4, "games": 1, "samples": 99}
          ]
        }
        """,
        json);
  }
}
