/** Stand-in page content for the layouts' stories: a heading and a few screens of text to scroll. */
export function StoryPage() {
  return (
    <main id="main" tabIndex={-1} style={{ padding: "1rem" }}>
      <h1>Livehall 演示活动</h1>
      {Array.from({ length: 12 }, (_, index) => (
        <p key={index}>Page content {index + 1}</p>
      ))}
    </main>
  );
}
