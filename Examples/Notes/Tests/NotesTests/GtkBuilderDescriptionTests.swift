#if os(Linux)
  import Foundation
  import GtkUI
  import Testing

  #if canImport(FoundationXML)
    import FoundationXML
  #endif

  /// The GtkBuilder descriptions the window makes its dialogs from, for the libadwaita it runs
  /// with (the 1.5 and 1.8 ones cannot be built here, against 1.2: they are checked as XML).
  @MainActor
  @Suite struct GtkBuilderDescriptionTests {
    /// The texts of every `<property>` and `<response>`, in order, as an XML parser reads them.
    final class Texts: NSObject, XMLParserDelegate {
      var values: [String] = []
      var current: String?
      func parser(
        _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
      ) {
        if name == "property" || name == "response" { current = "" }
      }
      func parser(_ parser: XMLParser, foundCharacters string: String) { current? += string }
      func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        if let text = current, name == "property" || name == "response" { values.append(text) }
        current = nil
      }
    }

    func texts(_ xml: String) -> [String]? {
      let parser = XMLParser(data: Data(xml.utf8))
      let texts = Texts()
      parser.delegate = texts
      return parser.parse() ? texts.values : nil
    }

    @Test func theAlertDialogsDescriptionKeepsEveryTextAsText() throws {
      let hostile = #"Delete <b>"Bank" & 'PIN'</b>?"#
      for name in ["AdwAlertDialog", "AdwMessageDialog"] {
        let xml = MessageDialog.xml(
          class: name, title: "Confirm", heading: hostile, body: "Asked by <x>",
          responses: [
            .init(id: "cancel", label: "Cancel"), .init(id: "run", label: "De<lete", destructive: true),
          ], cancel: "cancel")
        #expect(xml.contains(#"<object class="\#(name)" id="dialog">"#))
        #expect(xml.contains(#"<response id="run" appearance="destructive">"#))
        let values = try #require(texts(xml), "not well-formed: \(xml)")
        #expect(values == ["Confirm", hostile, "Asked by <x>", "cancel", "cancel", "Cancel", "De<lete"])
      }
    }

    @Test func theShortcutsDialogsDescriptionListsEveryShortcut() throws {
      let groups: [(title: String, shortcuts: [Shortcut])] = [
        ("Notes & <Links>", [Shortcut(name: "new", title: "New \"Note\"", accelerators: ["<Control>n"])])
      ]
      let values = try #require(texts(ShortcutsWindow.dialogXML(groups, title: "Keyboard Shortcuts")))
      #expect(values == ["Keyboard Shortcuts", "Notes & <Links>", "New \"Note\"", "<Control>n"])
      #expect(try #require(texts(ShortcutsWindow.xml(groups, title: "Keyboard Shortcuts"))).contains("<Control>n"))
    }
  }
#endif
