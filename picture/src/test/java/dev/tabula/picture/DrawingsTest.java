package dev.tabula.picture;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.tabula.core.Describable;
import dev.tabula.core.SvgOptions;
import dev.tabula.testkit.fixtures.TakeAway;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;

class DrawingsTest {

  static Document parse(String svg) throws Exception {
    DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
    f.setNamespaceAware(true);
    return f.newDocumentBuilder()
        .parse(new ByteArrayInputStream(svg.getBytes(StandardCharsets.UTF_8)));
  }

  @Test
  void defaultGameSvg_drawsTheTextRenderingWithThePosition() throws Exception {
    TakeAway game = new TakeAway(2, 7);
    String svg = Drawings.svg(game, game.start(), SvgOptions.defaults());
    Element root = parse(svg).getDocumentElement();
    assertEquals(game.formatState(game.start()), root.getAttribute("data-position"));
    assertEquals(game.name(), root.getAttribute("data-game"));
    String[] lines = Describable.render(game, game.start(), false).split("\n", -1);
    assertEquals(lines.length, root.getElementsByTagName("text").getLength());
    assertEquals(lines[0], root.getElementsByTagName("text").item(0).getTextContent());
  }
}
