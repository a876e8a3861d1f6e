/// Marks the entries of `values` that lie on one longest strictly increasing subsequence.
///
/// Patience sorting: O(k log k) for k values, O(k) when they are already increasing, because a
/// value larger than every pile top extends the last pile without a binary search. The
/// differ feeds it the old positions of kept items in their new order; everything off the
/// subsequence is a move, and no smaller set of moves can restore the order.
@inlinable
func longestIncreasingSubsequenceMask(_ values: [Int]) -> [Bool] {
    let count = values.count
    var mask = [Bool](repeating: false, count: count)
    guard count > 0 else { return mask }
    // pileTops[p]: index of the smallest value that ends an increasing run of length p + 1.
    var pileTops: [Int] = []
    var predecessor = [Int](repeating: -1, count: count)
    values.withUnsafeBufferPointer { values in
        predecessor.withUnsafeMutableBufferPointer { predecessor in
            for index in 0..<count {
                let value = values[index]
                if let last = pileTops.last, values[last] >= value {
                    var low = 0, high = pileTops.count - 1
                    while low < high {
                        let mid = (low + high) / 2
                        if values[pileTops[mid]] < value { low = mid + 1 } else { high = mid }
                    }
                    predecessor[index] = low > 0 ? pileTops[low - 1] : -1
                    pileTops[low] = index
                } else {
                    predecessor[index] = pileTops.last ?? -1
                    pileTops.append(index)
                }
            }
        }
    }
    var index = pileTops[pileTops.count - 1]
    while index >= 0 {
        mask[index] = true
        index = predecessor[index]
    }
    return mask
}
