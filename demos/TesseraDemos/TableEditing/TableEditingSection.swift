/// The two lists of the Table Editing example, in screen order, with their header and footer.
enum TableEditingSection: Int, CaseIterable, Hashable {
    case visited
    case bucketList

    var title: String {
        switch self {
        case .visited: "Visited"
        case .bucketList: "Bucket List"
        }
    }

    var footer: String {
        switch self {
        case .visited: "Summits already reached."
        case .bucketList: "Summits still to climb, one day."
        }
    }
}
