// readinglist reader tools
