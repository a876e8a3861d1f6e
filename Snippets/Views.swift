// Views: a small form built from a Label, a TextField and StackViews, and an alert that asks
// for text. Type a name and press Enter; the alert asks for a note. Run it with
// `swift run Views`; Ctrl-C quits.
import Foundation
import Tessera

// snippet.form
/// A greeting form: a title, a wrapped explanation, a "Name" row and a status line, stacked.
final class GreetingController: Tessera.ViewController, TextFieldDelegate {
    let nameField = TextField(placeholder: "your name")
    let status = Label(text: "Nobody greeted yet.")

    override func loadView() {
        let title = Label(text: "Greetings")
        title.textStyle = .title
        let explanation = Label(text: "Type a name and press Enter. Letters only: the field refuses digits.")
        explanation.numberOfLines = 0
        status.textStyle = .secondary

        let nameLabel = Label(text: "Name")
        let row = StackView(arrangedSubviews: [nameLabel, nameField])   // the label's width, the rest to the field
        row.axis = .horizontal
        row.spacing = 2

        let form = StackView(arrangedSubviews: [title, explanation, row, status, View()])   // View(): the rest
        form.spacing = 1
        view = form
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        nameField.delegate = self
        nameField.addAction(Action { [unowned self] _ in askForANote() }, for: .primaryActionTriggered)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        nameField.becomeFirstResponder()
    }

    func textField(_ textField: TextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        !string.contains { $0.isNumber }
    }
}
// snippet.end

// snippet.alert
extension GreetingController {
    /// An alert with a text field: its handler reads the field.
    func askForANote() {
        let name = nameField.text ?? ""
        let alert = AlertController(title: "Greet \(name)", message: "Add a note to the greeting.", preferredStyle: .alert)
        alert.addTextField { field in
            field.placeholder = "a note"
        }
        alert.addAction(AlertAction(title: "Cancel", style: .cancel))
        alert.addAction(AlertAction(title: "Greet", style: .default) { [unowned self, unowned alert] _ in
            let note = alert.textFields?.first?.text ?? ""
            status.text = note.isEmpty ? "Hello, \(name)!" : "Hello, \(name)! (\(note))"
        })
        present(alert, animated: true)
    }
}
// snippet.end

do {
    try Application(rootViewController: GreetingController()).run()
} catch {
    FileHandle.standardError.write(Data("views: \(error)\n".utf8))
    exit(1)
}
