import Foundation
import Tessera

/// `loop-check --form`: a form as the first screen, two labelled text fields, for checking in
/// tmux that the terminal's real cursor stands at the caret after every edit (wide characters
/// and emoji included). Tab moves between the fields.
@MainActor
final class FormScreen: View {
    let nameLabel = Label(text: "Name")
    let name = TextField()
    let placeLabel = Label(text: "Place")
    let place = TextField()

    override init() {
        super.init()
        name.placeholder = "your name"
        place.placeholder = "a mountain"
        for view in [nameLabel, name, placeLabel, place] as [View] { addSubview(view) }
    }

    override func layoutSubviews() {
        let width = max(0, bounds.width - 10)
        nameLabel.frame = CellRect(x: 1, y: 1, width: 7, height: 1)
        name.frame = CellRect(x: 8, y: 1, width: width, height: 1)
        placeLabel.frame = CellRect(x: 1, y: 3, width: 7, height: 1)
        place.frame = CellRect(x: 8, y: 3, width: width, height: 1)
    }
}
