import { useEffect, useState } from 'react';
import { loadAreaData, loadedAreaData, type AreaData } from './area-data';

/** The area data: undefined until its chunk has arrived (then the component renders again). */
export function useAreaData(): AreaData | undefined {
  const [data, setData] = useState(loadedAreaData);
  useEffect(() => {
    if (data) return;
    let current = true;
    void loadAreaData().then((next) => {
      if (current) setData(next);
    });
    return () => {
      current = false;
    };
  }, [data]);
  return data;
}
