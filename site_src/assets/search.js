// readinglist search
